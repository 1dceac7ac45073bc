import type { Channel } from '../../contract/channels';
import { DESKTOP_MIN_WIDTH_PX } from '../../contract/constants';
import type { ApiClient } from '../../services/api/apiClient';
import { currentNativeContext } from '../../services/bridges/native/nativeContext';
import { openSilentAuthLink } from './openSilentAuthLink';
import { type SilentAuthTry, trySilentAuth } from './trySilentAuth';

/**
 * Silent network authentication from this page (a lazy chunk, loaded on a typed number's
 * Continue): only on a phone (a desktop is not on the operator's mobile data), with the
 * browser's connection type for the pre-check, in the native app through bridge call 42, and
 * never through a hidden window on iOS (spec §4).
 */
export function silentAuthOnPage(
  api: ApiClient,
  target: { channel: Channel; mobile: string },
): Promise<SilentAuthTry> {
  const win = globalThis.window;
  const native = currentNativeContext() !== null;
  if (!win || (!native && win.innerWidth > DESKTOP_MIN_WIDTH_PX))
    return Promise.resolve({ kind: 'fallback' });
  const connection = (win.navigator as Navigator & { connection?: { type?: string } }).connection?.type;
  const { userAgent, maxTouchPoints } = win.navigator;
  const open = (url: string) => openSilentAuthLink(url, native);
  return trySilentAuth({ api, native, connection, userAgent, maxTouchPoints, open }, target);
}
