import type { App } from '../apps/App';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { STATE_PURPOSE } from '../signin/transactionFor';
import { CHALLENGE_PURPOSE } from './issueChallenge';
import type { ChallengeRow } from './PasskeyStore';

/**
 * The stored challenge the browser signed, used up by this call whatever comes next: a replay,
 * an expired one, another browser's, another app's or one for the other ceremony all fail alike.
 */
export async function spendChallenge(
  services: Services,
  input: { app: App; state: string; purpose: 'registration' | 'login'; challenge: string },
): Promise<ChallengeRow> {
  const now = services.clock.now();
  const row = await services.passkeys.spendChallenge(
    services.hasher.hash(CHALLENGE_PURPOSE, input.challenge),
    now,
  );
  if (
    !row ||
    row.expires_at <= now ||
    row.purpose !== input.purpose ||
    row.app_id !== input.app.id ||
    !services.hasher.matches(STATE_PURPOSE, input.state, row.state_hash)
  ) {
    throw new SesameError('passkey_challenge_invalid');
  }
  return row;
}
