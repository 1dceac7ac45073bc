import {
  NATIVE_REPLY_TIMEOUT_MS,
  NATIVE_WEBVIEW_INITIAL_HEIGHT_PERCENT,
  OTP_TTL_MS,
} from '../../../contract/constants';
import type { HeadlessRequest, HeadlessResponse } from '../../../contract/headless';
import { NATIVE_CALLS, type NativeAppInfo } from '../../../contract/nativeBridge';
import type { NativeBridge } from './NativeBridge';

/** spec §7 call 3: while subscribed, the hardware back button calls `onBack` instead of leaving. */
export function subscribeBack(bridge: NativeBridge, onBack: () => void): () => void {
  const off = bridge.on(NATIVE_CALLS.backSubscription, () => onBack());
  bridge.send(NATIVE_CALLS.backSubscription, { subscribed: true });
  let active = true;
  return () => {
    if (!active) return;
    active = false;
    off();
    bridge.send(NATIVE_CALLS.backSubscription, { subscribed: false });
  };
}

/** spec §7 call 4: a key and value kept in the app's storage. */
export function storeKey(bridge: NativeBridge, key: string, value: string): void {
  bridge.send(NATIVE_CALLS.storeKey, { key, value });
}

/** spec §4 Dismissal: the visitor closed the widget; the app closes the webview (call 0). */
export function signalDismissed(bridge: NativeBridge): void {
  bridge.send(NATIVE_CALLS.dismissed);
}

/** spec §7 call 7: the app opens the link (deeplink or web address) with its own handler. */
export function openDeeplink(bridge: NativeBridge, url: string): void {
  bridge.send(NATIVE_CALLS.openDeeplink, { url });
}

/** spec §7 call 8: what the app says about itself; null when it does not answer. */
export async function appInfo(bridge: NativeBridge): Promise<NativeAppInfo | null> {
  try {
    const info = await bridge.request<unknown>(NATIVE_CALLS.appInfo, undefined, NATIVE_REPLY_TIMEOUT_MS);
    return typeof info === 'object' && info !== null ? (info as NativeAppInfo) : null;
  } catch {
    return null;
  }
}

/** spec §7 call 11: the sign-in result for the app. */
export function sendCallbackData(bridge: NativeBridge, data: Record<string, unknown>): void {
  bridge.send(NATIVE_CALLS.callbackData, data);
}

/** spec §7 call 12, §9: the webview's height in percent of the screen (100 when auto-shown). */
export function setWebviewHeight(
  bridge: NativeBridge,
  percent: number = NATIVE_WEBVIEW_INITIAL_HEIGHT_PERCENT,
): void {
  bridge.send(NATIVE_CALLS.webviewHeight, { percent });
}

/** spec §7 call 14: the app closes the webview. */
export function closeWebview(bridge: NativeBridge): void {
  bridge.send(NATIVE_CALLS.close);
}

/** spec §7 call 16: the app reads the code of an incoming SMS; rejects when it cannot. */
export async function readNativeOtp(bridge: NativeBridge, timeoutMs = OTP_TTL_MS): Promise<string> {
  const answer = await bridge.request<unknown>(NATIVE_CALLS.otpRead, undefined, timeoutMs);
  const otp = typeof answer === 'string' ? answer : (answer as { otp?: unknown } | null)?.otp;
  if (typeof otp !== 'string' || otp === '') throw new Error('no code was read');
  return otp;
}

/**
 * spec §7 call 45 (zero-tap): the code WhatsApp's zero-tap authentication template handed the
 * app; rejects when the app has none to give before the timeout.
 */
export async function readZeroTapCode(bridge: NativeBridge, timeoutMs = OTP_TTL_MS): Promise<string> {
  const answer = await bridge.request<unknown>(NATIVE_CALLS.zerotap, undefined, timeoutMs);
  const otp = typeof answer === 'string' ? answer : (answer as { otp?: unknown } | null)?.otp;
  if (typeof otp !== 'string' || otp === '') throw new Error('no code was handed over');
  return otp;
}

/** spec §7 call 20: the headless request the app is holding; null when it has none. */
export async function getHeadlessRequest(bridge: NativeBridge): Promise<HeadlessRequest | null> {
  try {
    const request = await bridge.request<unknown>(
      NATIVE_CALLS.getHeadlessRequest,
      undefined,
      NATIVE_REPLY_TIMEOUT_MS,
    );
    return typeof request === 'object' && request !== null ? (request as HeadlessRequest) : null;
  } catch {
    return null;
  }
}

/** spec §7 call 21: a headless response for the app. */
export function sendHeadlessResponse(bridge: NativeBridge, response: HeadlessResponse): void {
  bridge.send(NATIVE_CALLS.headlessResponse, response as unknown as Record<string, unknown>);
}

/** spec §4 Headless flow, §7 call 42: the silent-auth session link, opened by the app over mobile data. */
export function sendSilentAuthLink(bridge: NativeBridge, url: string): void {
  bridge.send(NATIVE_CALLS.silentAuthLink, { url });
}
