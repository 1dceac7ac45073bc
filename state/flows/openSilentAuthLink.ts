import { sendSilentAuthLink } from '../../services/bridges/native/nativeCalls';
import { whenNative } from '../../services/bridges/native/whenNative';
import { HIDDEN_WINDOW_FEATURES } from './runIntentRoute';

/**
 * spec §4 "Intent handling", §7 call 42: the operator's URL must be opened over mobile data
 * by the phone itself: in the native app the app opens it (call 42); on the web a hidden
 * window (10x10 px, off-screen) follows the operator's redirects. Returns what closes it, or
 * null when the browser blocked the window (nothing will follow the link).
 */
export function openSilentAuthLink(url: string, native: boolean): (() => void) | null {
  if (native) {
    whenNative((app) => sendSilentAuthLink(app.bridge, url));
    return () => {};
  }
  const hidden = globalThis.window?.open(url, '_blank', HIDDEN_WINDOW_FEATURES) ?? null;
  if (!hidden) return null;
  return () => {
    if (!hidden.closed) hidden.close();
  };
}
