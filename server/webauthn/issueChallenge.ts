import {
  PASSKEY_CHALLENGE_RULE,
  WEBAUTHN_CHALLENGE_BYTES,
  WEBAUTHN_CHALLENGE_TTL_MS,
} from '../../contract/webauthn';
import type { App } from '../apps/App';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { STATE_PURPOSE } from '../signin/transactionFor';

export const CHALLENGE_PURPOSE = 'webauthn-challenge';

/**
 * docs/security.md "Passkeys": a random 32-byte challenge, kept server-side (as an HMAC) with what
 * it is for, single use and expiring after 5 minutes. Returned base64url, as WebAuthn echoes it.
 */
export async function issueChallenge(
  services: Services,
  input: {
    app: App;
    state: string;
    purpose: 'registration' | 'login';
    userId: string | null;
    origin: string;
    rpId: string;
  },
): Promise<string> {
  const now = services.clock.now();
  const stateHash = services.hasher.hash(STATE_PURPOSE, input.state);
  const throttle = await services.throttles.hit(`passkey:${stateHash}`, PASSKEY_CHALLENGE_RULE, now);
  if (!throttle.allowed) throw new SesameError('rate_limited', { retryAfter: throttle.retryAfterS });
  const challenge = services.random.token(WEBAUTHN_CHALLENGE_BYTES);
  await services.passkeys.addChallenge({
    challenge_hash: services.hasher.hash(CHALLENGE_PURPOSE, challenge),
    purpose: input.purpose,
    app_id: input.app.id,
    state_hash: stateHash,
    user_id: input.userId,
    origin: input.origin,
    rp_id: input.rpId,
    expires_at: now + WEBAUTHN_CHALLENGE_TTL_MS,
    created_at: now,
  });
  return challenge;
}
