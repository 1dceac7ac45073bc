import {
  PASSKEY_REGISTRATION_MAX_AUTH_AGE_MS,
  PASSKEYS_PER_USER_MAX,
  type PasskeyCreationOptions,
  WEBAUTHN_CEREMONY_TIMEOUT_MS,
} from '../../contract/webauthn';
import type { App } from '../apps/App';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { issueChallenge } from './issueChallenge';
import { requirePasskeysEnabled, SUPPORTED_ALGORITHMS } from './passkeyPolicy';
import type { SignedIn } from './signedInUser';
import { userHandleBytes } from './userHandle';
import { webauthnLibrary } from './webauthnLibrary';

/**
 * spec §7 `registration/start`: creation options for the signed-in user (spec §3: challenge,
 * user.id, excludeCredentials), on the relying party of the page asking.
 */
export async function startRegistration(
  services: Services,
  input: { app: App; state: string; signedIn: SignedIn; origin: string; rpId: string },
): Promise<PasskeyCreationOptions> {
  requirePasskeysEnabled(input.app);
  const { user, authTime } = input.signedIn;
  if (authTime < services.clock.now() - PASSKEY_REGISTRATION_MAX_AUTH_AGE_MS) {
    throw new SesameError('signin_required');
  }
  const existing = await services.passkeys.credentialsOf(input.app.id, user.uid);
  if (existing.length >= PASSKEYS_PER_USER_MAX) throw new SesameError('passkey_limit');
  const challenge = await issueChallenge(services, {
    app: input.app,
    state: input.state,
    purpose: 'registration',
    userId: user.uid,
    origin: input.origin,
    rpId: input.rpId,
  });
  const userName = user.email ?? user.mobile ?? user.uid;
  const { generateRegistrationOptions } = await webauthnLibrary();
  return generateRegistrationOptions({
    rpName: input.app.name,
    rpID: input.rpId,
    userName,
    userDisplayName: user.name ?? userName,
    userID: userHandleBytes(user.uid),
    challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
    timeout: WEBAUTHN_CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    // The browser refuses to make a second passkey on an authenticator that holds one already.
    excludeCredentials: existing
      .filter((c) => c.rp_id === input.rpId)
      .map((c) => ({ id: c.id, transports: JSON.parse(c.transports) as string[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
}
