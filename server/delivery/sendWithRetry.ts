import {
  DELIVERY_ATTEMPT_TIMEOUT_MS,
  DELIVERY_ATTEMPTS,
  DELIVERY_BACKOFF_MS,
  DELIVERY_DEADLINE_MS,
} from '../../contract/channelConstants';
import { ProviderError } from './ProviderError';

export interface RetryPolicy {
  attempts: number;
  attemptTimeoutMs: number;
  backoffMs: readonly number[];
  deadlineMs: number;
}

/** docs/security.md "Reliability": bounded retries, backoff, an answer within 10 s. */
const DEFAULT_RETRY: RetryPolicy = {
  attempts: DELIVERY_ATTEMPTS,
  attemptTimeoutMs: DELIVERY_ATTEMPT_TIMEOUT_MS,
  backoffMs: DELIVERY_BACKOFF_MS,
  deadlineMs: DELIVERY_DEADLINE_MS,
};

/**
 * Runs `attempt` until it succeeds, fails for good, or the budget is spent. Only failures the
 * provider surely did not accept are retried (ProviderError.retryable), so one request never
 * becomes two messages; each attempt is cut off by its own timeout and the overall deadline.
 */
export async function sendWithRetry<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  options: { policy?: RetryPolicy; onAttempt?: () => Promise<void> } = {},
): Promise<T> {
  const policy = options.policy ?? DEFAULT_RETRY;
  const started = Date.now();
  let last: unknown;
  for (let i = 0; i < policy.attempts; i++) {
    const left = policy.deadlineMs - (Date.now() - started);
    if (left <= 0) break;
    await options.onAttempt?.();
    const signal = AbortSignal.timeout(Math.min(policy.attemptTimeoutMs, left));
    try {
      return await attempt(signal);
    } catch (error) {
      last = error;
      if (!(error instanceof ProviderError) || !error.retryable) throw error;
    }
    const pause = policy.backoffMs[i] ?? policy.backoffMs.at(-1) ?? 0;
    if (i + 1 < policy.attempts && Date.now() - started + pause < policy.deadlineMs) {
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
  throw last ?? new ProviderError('delivery deadline passed', false);
}
