import { SEND_MIN_GAP_MS, SEND_WINDOW_MAX, SEND_WINDOW_MS } from '../../contract/constants';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import type { Throttles } from '../stores/ThrottleStore';
import { mailboxKey } from './mailboxKey';

/**
 * docs/security.md "Codes": sends to one destination of one app at least 60 s apart and at most 5 in
 * any rolling 10 minutes (a sliding window: stores/slidingWindow.ts).
 */
export const SEND_RULE = { minGapMs: SEND_MIN_GAP_MS, windowMs: SEND_WINDOW_MS, max: SEND_WINDOW_MAX };

/**
 * The send counter of one destination (a normalised email or an E.164 number) of one app:
 * per app, so sends asked for on another app cannot use up a person's budget here; per
 * mailbox (mailboxKey), so plus, dot and `%` spellings of one address share one budget.
 */
export function sendThrottleKey(services: Services, appId: string, destination: string): string {
  const counted = destination.includes('@') ? mailboxKey(destination) : destination;
  return `send:${services.hasher.hash('destination', `${appId}:${counted}`)}`;
}

/**
 * Spends one send of the destination's budget, or refuses with 429 and Retry-After. Called
 * after every check that can refuse the request and right before the message goes out, so a
 * refused request (a mismatched resend, a refused country or number) spends nothing.
 * `throttles` is a group's (server/db/groupedWrites: throttlesOf) when the spend commits with
 * the sign-in it allows.
 */
export async function spendSendThrottle(
  services: Services,
  appId: string,
  destination: string,
  now: number,
  throttles: Throttles = services.throttles,
): Promise<void> {
  const hit = await throttles.hit(sendThrottleKey(services, appId, destination), SEND_RULE, now);
  if (!hit.allowed) throw new SesameError('rate_limited', { retryAfter: hit.retryAfterS });
}
