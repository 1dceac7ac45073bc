import { IDENTITY_MAX_FAILURES, OTP_MAX_ATTEMPTS } from '../../contract/constants';
import { OTP_ATTEMPTS_LEFT_DETAIL } from '../../contract/errors';
import type { App } from '../apps/App';
import { groupedWrites } from '../db/groupedWrites';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { announceCompletion, type Completion, finisherOf, writeCompletion } from './completeTransaction';
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
  const otpHash = tx.otp_hash;
  if (tx.status !== 'PENDING' || !otpHash) throw new SesameError('code_invalid');
  if (tx.expires_at <= now) throw new SesameError('otp_expired');

  // Both reservations are kept whatever the comparison says: each is a single conditional
  // statement, so parallel guesses still cannot overshoot. On SQLite they commit together with
  // the completion a right code writes (server/db/groupedWrites): one commit for the whole check.
  // Their write comes first, so what the completion reads next is read under the write lock.
  const guardKey = identityGuardKey(services, tx.app_id, tx.identity);
  const outcome = await groupedWrites(services, async (stores): Promise<OtpOutcome> => {
    if (!(await stores.transactions.reserveOtpAttempt(tx.id, OTP_MAX_ATTEMPTS)))
      return { kind: 'otp_locked' };
    // No time limit: only a success unlocks (NIST SP 800-63B-4), so a guesser gets 100 tries in
    // total, not 100 an hour; the owner still signs in by link, provider or passkey.
    if (!(await stores.guards.reserve(guardKey, IDENTITY_MAX_FAILURES, now)))
      return { kind: 'identity_locked' };
    // A wrong code returns rather than throws, so that the reservations commit.
    if (!services.hasher.matches(OTP_PURPOSE, `${tx.id}:${input.otp}`, otpHash))
      return { kind: 'otp_incorrect' };
    return writeCompletion(services, stores, tx, 'otp', await finisherOf(services, stores, tx));
  });
  // Throttled answers say when trying again makes sense (docs/security.md: 429 with Retry-After).
  if (outcome.kind === 'otp_locked') {
    const nextSend = await services.throttles.waitFor(
      sendThrottleKey(services, tx.app_id, tx.identity),
      SEND_RULE,
      now,
    );
    throw new SesameError('otp_locked', { retryAfter: Math.max(1, nextSend) });
  }
  if (outcome.kind === 'identity_locked') throw new SesameError('identity_locked');
  if (outcome.kind === 'otp_incorrect') {
    // The widget shows the tries left, and offers a new code at once after the last (spec §8 shape:
    // per-field details, strings). Counted from the row read before this attempt; the reservation above
    // stays the exact limit.
    const attemptsLeft = Math.max(0, OTP_MAX_ATTEMPTS - tx.otp_attempts - 1);
    throw new SesameError('otp_incorrect', { details: { [OTP_ATTEMPTS_LEFT_DETAIL]: String(attemptsLeft) } });
  }
  return announceCompletion(services, tx, outcome, 'otp');
}

/** A typed code's check: refused before the comparison, wrong, or the completion it wrote. */
type OtpOutcome =
  | Completion
  | { kind: 'otp_locked' }
  | { kind: 'identity_locked' }
  | { kind: 'otp_incorrect' };
