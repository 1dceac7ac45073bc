import { NATIVE_APP_UA_MARKER, NATIVE_SDK_PLATFORMS, SDK_WEBVIEW_UA_MARKER } from '../contract/webauthn';

export interface WebAuthnContext {
  isHeadless: boolean;
  userAgent: string;
  /** The `sdkPlatform` launch parameter (spec §3 SDK platforms). */
  sdkPlatform: string | null;
  /** The `isWebAuthnSupported` launch parameter: the native host says its webview can do WebAuthn. */
  isWebAuthnSupported: boolean;
}

/** spec §6: the native app and the SDK webview mark their user agent; an SDK may also say so. */
export function isNativeWebview(context: Pick<WebAuthnContext, 'userAgent' | 'sdkPlatform'>): boolean {
  return (
    context.userAgent.includes(NATIVE_APP_UA_MARKER) ||
    context.userAgent.includes(SDK_WEBVIEW_UA_MARKER) ||
    (context.sdkPlatform !== null && NATIVE_SDK_PLATFORMS.includes(context.sdkPlatform.toUpperCase()))
  );
}

/**
 * spec §5: the WebAuthn trigger is disabled in headless mode, and in the native app or SDK webview
 * unless the host says `isWebAuthnSupported`.
 */
export function isWebAuthnTriggerEnabled(context: WebAuthnContext): boolean {
  if (context.isHeadless) return false;
  if (isNativeWebview(context)) return context.isWebAuthnSupported;
  return true;
}
