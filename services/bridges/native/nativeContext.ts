import { NATIVE_APP_UA_MARKER, SDK_WEBVIEW_UA_MARKER } from '../../contract/nativeBridge';

/** spec §6: which native context a user agent names; null on the open web. */
export type NativeContext = 'app' | 'sdkWebview' | null;

/**
 * spec §6: the native app's webview carries the app marker, the SDK webview a different one.
 * Everything native is loaded only when this says so (ARCHITECTURE.md §3 lazy chunks).
 */
export function nativeContextOf(userAgent: string): NativeContext {
  if (userAgent.includes(NATIVE_APP_UA_MARKER)) return 'app';
  if (userAgent.includes(SDK_WEBVIEW_UA_MARKER)) return 'sdkWebview';
  return null;
}

/** This page's native context (the browser's user agent). */
export function currentNativeContext(): NativeContext {
  return nativeContextOf(globalThis.navigator?.userAgent ?? '');
}
