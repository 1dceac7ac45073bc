import type { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { PasskeyAssertion } from '../../contract/webauthn';
import type { App } from '../apps/App';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { checkClientOrigins } from './checkClientOrigins';
import type { CredentialRow } from './PasskeyStore';
import { REQUIRE_USER_VERIFICATION } from './passkeyPolicy';
import { readClientData } from './readClientData';
import { spendChallenge } from './spendChallenge';
import { webauthnLibrary } from './webauthnLibrary';

/**
 * WebAuthn L3 §7.2 for a passkey sign-in: returns the credential once the assertion passed
 * every check and its counter moved forward. Unknown credentials, other apps' credentials and
 * failed checks all read the same.
 */
export async function verifiedCredential(
  services: Services,
  input: { app: App; state: string; response: PasskeyAssertion },
): Promise<CredentialRow> {
  const { response } = input;
  // Steps 10-12 first: the challenge is used up even when what follows fails (no second try).
  const clientData = readClientData(response.response.clientDataJSON);
  const challenge = await spendChallenge(services, {
    app: input.app,
    state: input.state,
    purpose: 'login',
    challenge: clientData.challenge,
  });
  checkClientOrigins(services, input.app, clientData, challenge);

  // Steps 5-6: the credential is one of this app's, on this relying party. No allowCredentials
  // were sent (discoverable passkeys), so the user handle must be there and be the one the
  // credential was created for.
  const store = services.passkeys;
  const credential = await store.credential(response.id);
  if (!credential || credential.app_id !== input.app.id || credential.rp_id !== challenge.rp_id) {
    throw new SesameError('passkey_failed');
  }
  if (response.response.userHandle !== credential.user_handle) throw new SesameError('passkey_failed');

  // Steps 11-22 in the library: type, challenge, origin, topOrigin, rpIdHash, UP, UV, backup
  // flags, signature, and the counter (a regression fails).
  const { verifyAuthenticationResponse } = await webauthnLibrary();
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: clientData.challenge,
      expectedOrigin: challenge.origin,
      expectedRPID: challenge.rp_id,
      expectedTopOrigin: input.app.origins,
      requireUserVerification: REQUIRE_USER_VERIFICATION,
      credential: {
        id: credential.id,
        publicKey: new Uint8Array(Buffer.from(credential.public_key, 'base64url')),
        counter: Number(credential.counter),
      },
    });
  } catch (cause) {
    throw new SesameError('passkey_failed', { cause });
  }
  if (!verified.verified) throw new SesameError('passkey_failed');

  // Step 22 across instances: the counter moves from the value checked, once.
  const now = services.clock.now();
  const moved = await store.advanceCounter(
    credential.id,
    Number(credential.counter),
    verified.authenticationInfo.newCounter,
    now,
  );
  if (!moved) throw new SesameError('passkey_failed');
  return credential;
}
