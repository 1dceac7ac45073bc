import { isNativeWebview } from '../bridges/native/nativeContext';

export interface WebAuthnContext {
  isHeadless: boolean;
  userAgent: string;
  /** The `sdkPlatform` launch parameter (spec §3 SDK platforms). */
  sdkPlatform: string | null;
  /** The `isWebAuthnSupported` launch parameter: the native host says its webview can do WebAuthn. */
  isWebAuthnSupported: boolean;
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
