import type { App } from '../apps/App';
import { SesameError } from '../errors/SesameError';

/** ES256, EdDSA and RS256: what platform authenticators and security keys create. */
export const SUPPORTED_ALGORITHMS = [-7, -8, -257];

/**
 * Passkeys stand alone as a sign-in, so the authenticator must verify the user (Face ID, Touch
 * ID, passcode), and the credential must be discoverable so the user need not type anything.
 */
export const REQUIRE_USER_VERIFICATION = true;

/** Only apps that turned passkeys on (merchant config `isWebauthnEnabled`) take these calls. */
export function requirePasskeysEnabled(app: App): void {
  if (!app.options.isWebauthnEnabled) throw new SesameError('unsupported_channel');
}
