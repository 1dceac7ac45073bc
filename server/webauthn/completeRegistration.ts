import type { verifyRegistrationResponse } from '@simplewebauthn/server';
import type { PasskeyRegistered, PasskeyRegistration } from '../../contract/webauthn';
import type { App } from '../apps/App';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { emitEvent } from '../webhooks/emitEvent';
import { checkClientOrigins } from './checkClientOrigins';
import { REQUIRE_USER_VERIFICATION, SUPPORTED_ALGORITHMS } from './passkeyPolicy';
import { readClientData } from './readClientData';
import type { SignedIn } from './signedInUser';
import { spendChallenge } from './spendChallenge';
import { toPasskeySummary } from './toPasskeySummary';
import { userHandleOf } from './userHandle';
import { webauthnLibrary } from './webauthnLibrary';

/**
 * spec §7 `registration/complete` (the browser's result as given): the WebAuthn L3 §7.1 checks,
 * then the passkey is stored for the user the challenge was issued to.
 */
export async function completeRegistration(
  services: Services,
  input: { app: App; state: string; signedIn: SignedIn; response: PasskeyRegistration },
): Promise<PasskeyRegistered> {
  // Steps 5-8: the client data names our challenge, used here once, for this user and browser.
  const clientData = readClientData(input.response.response.clientDataJSON);
  const challenge = await spendChallenge(services, {
    app: input.app,
    state: input.state,
    purpose: 'registration',
    challenge: clientData.challenge,
  });
  if (challenge.user_id !== input.signedIn.user.uid) throw new SesameError('passkey_challenge_invalid');
  // Step 9 and the frame rules: origin, crossOrigin and topOrigin.
  checkClientOrigins(services, input.app, clientData, challenge);

  // Steps 7-26 in the library: type, challenge, origin, rpIdHash, UP, UV, backup flags,
  // algorithm, attestation ('none').
  const { verifyRegistrationResponse } = await webauthnLibrary();
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: clientData.challenge,
      expectedOrigin: challenge.origin,
      expectedRPID: challenge.rp_id,
      requireUserVerification: REQUIRE_USER_VERIFICATION,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
  } catch (cause) {
    throw new SesameError('passkey_failed', { cause });
  }
  if (!verified.verified) throw new SesameError('passkey_failed');
  const info = verified.registrationInfo;

  // Step 27: a credential id is registered once, for anyone.
  const now = services.clock.now();
  const row = {
    id: info.credential.id,
    app_id: input.app.id,
    user_id: input.signedIn.user.uid,
    user_handle: userHandleOf(input.signedIn.user.uid),
    rp_id: challenge.rp_id,
    public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    transports: JSON.stringify(input.response.response.transports ?? []),
    device_type: info.credentialDeviceType,
    backed_up: info.credentialBackedUp ? 1 : 0,
    aaguid: info.aaguid,
    state_hash: challenge.state_hash,
    created_at: now,
  };
  if (!(await services.passkeys.addCredential(row))) throw new SesameError('passkey_exists');
  if (row.state_hash) services.browserFacts.changed([row.state_hash]);
  await emitEvent(services, row.app_id, 'passkey.created', { userId: row.user_id, credentialId: row.id });
  return { verified: true, credential: toPasskeySummary({ ...row, last_used_at: null }) };
}
