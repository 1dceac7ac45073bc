import type { ThrottleRule } from './ThrottleStore';

/**
 * The one rule both throttle stores keep, as a sliding log: a hit is accepted when the last
 * accepted hit is at least `minGapMs` old and fewer than `max` accepted hits fall in the
 * `windowMs` before it (that is, the `max`-th most recent one is at least `windowMs` old).
 * So no rolling window of `windowMs` ever holds more than `max` hits, wherever it starts,
 * which a fixed window does not promise (docs/security.md "Codes": at most 5 sends in any 10 minutes).
 *
 * `newestFirst`: the accepted hits' times, newest first (only the first `max` matter).
 * Returns the milliseconds until a hit would be accepted; 0 or less means now.
 */
export function msUntilAllowed(newestFirst: readonly number[], rule: ThrottleRule, now: number): number {
  const last = newestFirst[0];
  const untilGap = last === undefined ? 0 : last + rule.minGapMs - now;
  const oldestCounted = newestFirst[rule.max - 1];
  const untilWindow = oldestCounted === undefined ? 0 : oldestCounted + rule.windowMs - now;
  return Math.max(untilGap, untilWindow);
}

/** Each time in the database log takes this many digits (zero-padded milliseconds). */
export const STAMP_WIDTH = 16;

export function toStamp(ms: number): string {
  return String(ms).padStart(STAMP_WIDTH, '0');
}

/** The database log ("0000017…0000017…", newest first) as numbers. */
export function fromStamps(log: string): number[] {
  const times: number[] = [];
  for (let i = 0; i + STAMP_WIDTH <= log.length; i += STAMP_WIDTH) {
    times.push(Number(log.slice(i, i + STAMP_WIDTH)));
  }
  return times;
}
