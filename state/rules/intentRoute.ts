import { HISTORY_BACK_DELAYS_MS } from '../../contract/constants';
import type { NativeContext } from '../../services/bridges/native/nativeContext';

/** What the page knows when an intent comes back (spec §4 "Intent handling"). */
export interface IntentSituation {
  channel: string;
  /** The link to open (a wa.me or UPI link, a carrier's silent-auth page); null when none. */
  intent: string | null;
  /** The intent response is a silent-auth one (channel SILENT_AUTH or a snaIntent). */
  silentAuth: boolean;
  inIframe: boolean;
  native: NativeContext;
  ios: boolean;
  desktop: boolean;
  /** The intent is the desktop QR panel's. */
  desktopQr: boolean;
  storedUid: string | null;
  /** The URL's `token` parameter. */
  token: string | null;
  qrRefId: string | null;
  /** The page's protocol (`location.protocol`). */
  protocol: string;
}

/** What to do with it. `historyBackMs` is set when the same-window navigation is undone later. */
export type IntentRoute =
  | { kind: 'silentAuthWindow'; url: string }
  | { kind: 'postToParent'; url: string }
  | { kind: 'nativeApp'; url: string }
  | { kind: 'sameWindow'; url: string; historyBackMs: number }
  | { kind: 'hiddenWindow'; url: string }
  | { kind: 'newTab'; url: string }
  | { kind: 'none' };

/** spec §4: the input channels that stay in the iframe (silent auth is not one of them). */
const IFRAME_INPUT_CHANNELS: readonly string[] = ['OTP', 'OTP_LINK', 'MOBILE_LOGIN', 'EMAIL_LOGIN', 'DEVICE'];

/** spec §4: the channels whose desktop intent goes through the hidden window. */
const HIDDEN_WINDOW_CHANNELS: readonly string[] = ['WHATSAPP', 'UPI'];

/**
 * spec §4 "Intent handling", in the spec's order:
 * 1. a silent-auth response outside the native app and outside iOS: the hidden silent-auth window;
 * 2. in an iframe: the intent goes to the parent, except the desktop QR and input channels;
 * 3. the native app: the app opens the link (spec §7 call 7);
 * 4. a token or QR ref present: same window, back after 30 s (1 s for WhatsApp without a stored uid);
 * 5. WhatsApp or UPI on desktop, no stored uid, no QR ref, not in a frame: the hidden window;
 * 6. a non-iframe page not on plain http (plain http is the local test mode, spec §7, §9): on
 *    mobile the same window, back after 1 s if the uid is known or WhatsApp, else 30 s (120 s UPI);
 * otherwise a new tab.
 */
export function intentRoute(s: IntentSituation): IntentRoute {
  if (s.silentAuth && s.intent && s.native !== 'app' && !s.ios) {
    return { kind: 'silentAuthWindow', url: s.intent };
  }
  if (s.inIframe) {
    const staysHere = s.desktopQr || (IFRAME_INPUT_CHANNELS.includes(s.channel) && !s.silentAuth);
    return staysHere || !s.intent ? { kind: 'none' } : { kind: 'postToParent', url: s.intent };
  }
  if (!s.intent) return { kind: 'none' };
  if (s.native) return { kind: 'nativeApp', url: s.intent };
  if (s.token || s.qrRefId) {
    const quick = s.channel === 'WHATSAPP' && !s.storedUid;
    return {
      kind: 'sameWindow',
      url: s.intent,
      historyBackMs: quick ? HISTORY_BACK_DELAYS_MS.short : HISTORY_BACK_DELAYS_MS.long,
    };
  }
  if (HIDDEN_WINDOW_CHANNELS.includes(s.channel) && s.desktop && !s.storedUid && !s.qrRefId) {
    return { kind: 'hiddenWindow', url: s.intent };
  }
  if (!s.desktop && s.protocol !== 'http:') {
    return { kind: 'sameWindow', url: s.intent, historyBackMs: historyBackDelay(s) };
  }
  return { kind: 'newTab', url: s.intent };
}

/** spec §4, §9: 1 s when the uid is known or the intent is WhatsApp; else 30 s, 120 s for UPI. */
export function historyBackDelay(s: Pick<IntentSituation, 'channel' | 'storedUid'>): number {
  if (s.storedUid || s.channel === 'WHATSAPP') return HISTORY_BACK_DELAYS_MS.short;
  return s.channel === 'UPI' ? HISTORY_BACK_DELAYS_MS.upi : HISTORY_BACK_DELAYS_MS.long;
}
