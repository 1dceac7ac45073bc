import { NATIVE_APP_UA_MARKER, SDK_WEBVIEW_UA_MARKER } from '../../../contract/nativeBridge';
import { NATIVE_SDK_PLATFORMS } from '../../../contract/webauthn';

/** spec §6: which native context a user agent names; null on the open web. */
export type NativeContext = 'app' | 'sdkWebview' | null;

/**
 * spec §6: the native app's webview carries the app marker, the SDK webview a different one.
 * Everything native is loaded only when this says so (docs/architecture.md §3 lazy chunks).
 */
export function nativeContextOf(userAgent: string): NativeContext {
  if (userAgent.includes(NATIVE_APP_UA_MARKER)) return 'app';
  if (userAgent.includes(SDK_WEBVIEW_UA_MARKER)) return 'sdkWebview';
  return null;
}

/**
 * spec §6: the page runs in the native app or the SDK webview, by its user agent or because an
 * SDK says so (the `sdkPlatform` launch parameter names one of the native platforms).
 */
export function isNativeWebview(context: { userAgent: string; sdkPlatform: string | null }): boolean {
  if (nativeContextOf(context.userAgent) !== null) return true;
  return context.sdkPlatform !== null && NATIVE_SDK_PLATFORMS.includes(context.sdkPlatform.toUpperCase());
}

/** This page's native context (the browser's user agent). */
export function currentNativeContext(): NativeContext {
  return nativeContextOf(globalThis.navigator?.userAgent ?? '');
}
