/** What decides whether the 'Create a passkey' prompt follows a sign-in. */
export interface PasskeyOfferInput {
  /** spec §5 trigger rules (headless, native app, SDK webview). */
  triggerEnabled: boolean;
  /** Merchant config `isWebauthnEnabled`. */
  webauthnEnabled: boolean;
  /** Merchant config `isWebauthnRegistered` (this browser made one) or the widget's own note of it. */
  passkeyOnThisDevice: boolean;
  /** The sign-in just finished was a passkey's. */
  signedInWithPasskey: boolean;
  /** Face ID, Touch ID, Windows Hello or a passcode can make a passkey here. */
  platformAuthenticator: boolean;
}

/**
 * spec §2 passkey creation prompt: after a successful sign-in, when the app has WebAuthn on and
 * the user has no passkey on this device, and this device can make one.
 */
export function shouldOfferPasskey(input: PasskeyOfferInput): boolean {
  return (
    input.triggerEnabled &&
    input.webauthnEnabled &&
    !input.passkeyOnThisDevice &&
    !input.signedInWithPasskey &&
    input.platformAuthenticator
  );
}
