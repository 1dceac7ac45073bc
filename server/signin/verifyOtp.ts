import { IDENTITY_MAX_FAILURES, OTP_MAX_ATTEMPTS } from '../../contract/constants';
import { OTP_ATTEMPTS_LEFT_DETAIL } from '../../contract/errors';
import type { App } from '../apps/App';
import { groupedWrites } from '../db/groupedWrites';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { completeTransaction } from './completeTransaction';
import { identityGuardKey } from './identityGuardKey';
import { SEND_RULE, sendThrottleKey } from './sendThrottle';
import { OTP_PURPOSE } from './startEmailIntent';
import { transactionFor } from './transactionFor';

/**
 * Checks a typed code (spec §7 /v1/user/transaction/otp) and returns the sign-in's one-time
 * code. docs/security.md "Codes": at most 5 attempts per code and 100 consecutive failures per
 * identity, both reserved atomically before the code is compared, so parallel guesses cannot
 * evaluate more than the limit.
 */
export async function verifyOtp(
  services: Services,
  input: { app: App; state: string; asId: string | undefined; otp: string },
): Promise<string> {
  const tx = await transactionFor(services, input.app, input.state, input.asId);
  const now = services.clock.now();
  // docs/security.md "Codes": a code works once. A finished sign-in answers no typed code, right or
  // wrong, with its one-time code (the browser reads that from the status call).
  if (tx.status !== 'PENDING' || !tx.otp_hash) throw new SesameError('code_invalid');
  if (tx.expires_at <= now) throw new SesameError('otp_expired');

  // Both reservations are kept whatever the comparison says, committed together on SQLite: each
  // is a single conditional statement, so parallel guesses still cannot overshoot.
  const guardKey = identityGuardKey(services, tx.app_id, tx.identity);
  const reserved = await groupedWrites(services, async (stores) => {
    if (!(await stores.transactions.reserveOtpAttempt(tx.id, OTP_MAX_ATTEMPTS))) return 'otp_locked';
    const guards = stores.guards;
    // No time limit: only a success unlocks (NIST SP 800-63B-4), so a guesser gets 100 tries in
    // total, not 100 an hour; the owner still signs in by link, provider or passkey.
    return (await guards.reserve(guardKey, IDENTITY_MAX_FAILURES, now)) ? 'reserved' : 'identity_locked';
  });
  // Throttled answers say when trying again makes sense (docs/security.md: 429 with Retry-After).
  if (reserved === 'otp_locked') {
    const nextSend = await services.throttles.waitFor(
      sendThrottleKey(services, tx.app_id, tx.identity),
      SEND_RULE,
      now,
    );
    throw new SesameError('otp_locked', { retryAfter: Math.max(1, nextSend) });
  }
  if (reserved === 'identity_locked') throw new SesameError('identity_locked');

  if (!services.hasher.matches(OTP_PURPOSE, `${tx.id}:${input.otp}`, tx.otp_hash)) {
    // The widget shows the tries left, and offers a new code at once after the last (spec §8 shape:
    // per-field details, strings). Counted from the row read before this attempt; the reservation above
    // stays the exact limit.
    const attemptsLeft = Math.max(0, OTP_MAX_ATTEMPTS - tx.otp_attempts - 1);
    throw new SesameError('otp_incorrect', { details: { [OTP_ATTEMPTS_LEFT_DETAIL]: String(attemptsLeft) } });
  }
  return completeTransaction(services, tx, 'otp');
}
