/**
 * Outgoing webhooks (docs/webhooks.md): how deliveries are retried, one place for each (the
 * events themselves are in contract/webhooks, which the dashboard reads too).
 */

/** A message is retried for a day after it was emitted, then marked failed. */
const WEBHOOK_RETRY_WINDOW_MS = 24 * 3600_000;
/** The first retry waits this long; each next one twice as long (5 s, 10 s, 20 s … about 11 h). */
export const WEBHOOK_FIRST_RETRY_MS = 5_000;
/** How long an instance holds a claimed delivery; a crashed instance's claim runs out after it. */
export const WEBHOOK_LEASE_MS = 60_000;
/** How often each instance looks for due deliveries (an emit on the same instance wakes it at once). */
export const WEBHOOK_POLL_MS = 2_000;
/** Deliveries one instance sends at a time. */
export const WEBHOOK_BATCH = 10;
/** Finished deliveries stay in the log this long. */
export const WEBHOOK_LOG_RETENTION_MS = 30 * 24 * 3600_000;
/** Standard Webhooks: the prefix of a signing secret (the rest is base64 of 32 random bytes). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** When the attempt after the `attempts`-th failed one is due, or undefined when the day is over. */
export function nextAttemptAt(createdAt: number, attempts: number, now: number): number | undefined {
  const at = now + WEBHOOK_FIRST_RETRY_MS * 2 ** (attempts - 1);
  return at <= createdAt + WEBHOOK_RETRY_WINDOW_MS ? at : undefined;
}
