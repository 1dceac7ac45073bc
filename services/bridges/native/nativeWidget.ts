import type { NativeAppInfo } from '../../../contract/nativeBridge';
import { UID_KEY } from '../../../contract/storageKeys';
import type { SignInDetail } from '../../../contract/wire';
import { plugOtpReader } from '../../otp/otpReader';
import { createNativeBridge, type NativeBridge } from './NativeBridge';
import {
  appInfo,
  closeWebview,
  openDeeplink,
  sendCallbackData,
  setWebviewHeight,
  signalDismissed,
  storeKey,
  subscribeBack,
} from './nativeCalls';
import { type NativeContext, nativeContextOf } from './nativeContext';
import { nativeOtpReader } from './nativeOtpReader';

/** What the widget asks of the app it runs in (spec §6 native contexts, §7 numbered calls). */
export interface NativeWidget {
  context: Exclude<NativeContext, null>;
  bridge: NativeBridge;
  /** spec §7 call 8, asked once when the bridge starts; null when the app does not answer. */
  appInfo: Promise<NativeAppInfo | null>;
  /** The widget showed itself (spec §9: the webview goes to 100 percent, call 12). */
  shown(): void;
  /**
   * spec §7 calls 4, 11 and 14: the app keeps the visitor's uid, receives the sign-in result and
   * closes the webview.
   */
  signedIn(detail: SignInDetail): void;
  /** spec §4 Dismissal in native mode: the app is told with 0 and closes the webview. */
  dismissed(): void;
  /** spec §2 one-tap picker: the hardware back (call 3) runs `handler` until unsubscribed. */
  onBack(handler: () => void): () => void;
  /** spec §2: links open through the app's handler (call 7), never in a webview tab. */
  openLink(url: string): void;
}

let instance: NativeWidget | undefined;

/** The page's one native bridge, created on first use. */
export function nativeWidget(
  win: Window & typeof globalThis = globalThis as Window & typeof globalThis,
): NativeWidget {
  if (!instance) {
    instance = createNativeWidget(win);
    // spec §4, §7 call 16: in the app, the code screen reads the SMS code through the bridge.
    plugOtpReader(nativeOtpReader(instance.bridge));
  }
  return instance;
}

/** A fresh bridge for `win` (tests); pages use `nativeWidget()`. */
function createNativeWidget(win: Window & typeof globalThis): NativeWidget {
  const bridge = createNativeBridge(win);
  const context = nativeContextOf(win.navigator?.userAgent ?? '') ?? 'app';
  const openLink = (url: string) => openDeeplink(bridge, url);
  interceptNewTabLinks(win.document, openLink);
  return {
    context,
    bridge,
    appInfo: appInfo(bridge),
    shown: () => setWebviewHeight(bridge),
    signedIn(detail) {
      storeKey(bridge, UID_KEY, detail.user.uid);
      sendCallbackData(bridge, { token: detail.token, user: detail.user, code: detail.code });
      closeWebview(bridge);
    },
    dismissed: () => signalDismissed(bridge),
    onBack: (handler) => subscribeBack(bridge, handler),
    openLink,
  };
}

/**
 * spec §2 share modal, terms: a link that would open a new tab (in any element's shadow root)
 * goes to the app's handler instead; webviews have no tabs.
 */
function interceptNewTabLinks(doc: Document | undefined, openLink: (url: string) => void): void {
  doc?.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented) return;
      const anchor = event
        .composedPath()
        .find((node): node is HTMLAnchorElement => (node as Element).localName === 'a');
      if (!anchor?.href || anchor.target !== '_blank') return;
      event.preventDefault();
      openLink(anchor.href);
    },
    true,
  );
}
