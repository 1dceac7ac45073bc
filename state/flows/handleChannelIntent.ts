import { DESKTOP_MIN_WIDTH_PX } from '../../contract/constants';
import { UID_KEY } from '../../contract/storageKeys';
import { currentNativeContext } from '../../services/bridges/native/nativeContext';
import { whenNative } from '../../services/bridges/native/whenNative';
import { parentFramePort } from '../../services/bridges/parentFrame/parentFramePort';
import { detectPlatform } from '../../services/device/detectPlatform';
import { isInIframe } from '../../services/device/isInIframe';
import type { KeyValueStorage } from '../../services/storage/keyValueStorage';
import { intentRoute } from '../rules/intentRoute';
import type { LaunchParams } from '../rules/launchParams';
import { runIntentRoute } from './runIntentRoute';

/**
 * spec §4 "Intent handling" for a channel button's intent on this page: the route is decided
 * from the browser (frame, native app, platform, width, stored uid, URL token and QR ref) and
 * carried out. The status is followed by the sign-in flow as before.
 */
export function handleChannelIntent(options: {
  channel: string;
  intent: string | null;
  params: Pick<LaunchParams, 'token' | 'qrRefId'>;
  storage: KeyValueStorage;
}): void {
  const win = globalThis.window;
  if (!win) return;
  const ua = win.navigator.userAgent;
  const route = intentRoute({
    channel: options.channel,
    intent: options.intent,
    silentAuth: options.channel === 'SILENT_AUTH',
    // A frame with no checked port to its parent (a merchant's own iframe, an unregistered parent)
    // opens the intent itself rather than post it to no one.
    inIframe: isInIframe(win) && parentFramePort() !== null,
    native: currentNativeContext(),
    ios: detectPlatform(ua, win.navigator.maxTouchPoints) === 'iOS',
    desktop: win.innerWidth > DESKTOP_MIN_WIDTH_PX,
    desktopQr: false,
    storedUid: options.storage.get(UID_KEY),
    token: options.params.token,
    qrRefId: options.params.qrRefId,
    protocol: win.location.protocol,
  });
  if (route.kind === 'nativeApp') whenNative((native) => native.openLink(route.url));
  // spec §4: in an iframe the intent goes to the parent (EXTERNAL_URL) through the checked port.
  else runIntentRoute(route, { win, storage: options.storage, port: parentFramePort() ?? undefined });
}
