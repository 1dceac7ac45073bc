import { startAuthentication, startRegistration, WebAuthnAbortService } from '@simplewebauthn/browser';
import type { PasskeyAssertion, PasskeyRegistration } from '../../contract/webauthn';
import { toCreationOptions, toRequestOptions } from './toPublicKeyOptions';

/**
 * The ceremonies themselves, on @simplewebauthn/browser. This module and everything it imports
 * is a lazy chunk (services/webauthn/passkeyCeremonies loads it on first use).
 */
export function register(options: unknown): Promise<PasskeyRegistration> {
  return startRegistration({ optionsJSON: toCreationOptions(options) });
}

export function authenticate(options: unknown, autofill: boolean): Promise<PasskeyAssertion> {
  // The field lives in a shadow root, where the library cannot look for it: the widget checks instead.
  return startAuthentication({
    optionsJSON: toRequestOptions(options),
    useBrowserAutofill: autofill,
    verifyBrowserAutofillInput: false,
  });
}

export function cancel(): void {
  WebAuthnAbortService.cancelCeremony();
}
