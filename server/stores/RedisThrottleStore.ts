import type { Redis } from 'ioredis';
import { SesameError } from '../errors/SesameError';
import { msUntilAllowed } from './slidingWindow';
import type { ThrottleResult, ThrottleRule, Throttles } from './ThrottleStore';

/**
 * The sliding log of slidingWindow.ts in one Lua script, so a hit is atomic in Redis. The key
 * is a list of accepted hit times, newest first, trimmed to `max`: a hit is accepted when the
 * newest is at least the gap old and the `max`-th (when there is one) at least the window old.
 * Returns 0 when accepted, otherwise the milliseconds to wait.
 * KEYS[1] the log; ARGV now, minGapMs, windowMs, max, time to live (ms).
 */
const HIT_SCRIPT = `
local now, gap, window, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local wait = 0
local last = redis.call('LINDEX', KEYS[1], 0)
if last then wait = tonumber(last) + gap - now end
local oldest = redis.call('LINDEX', KEYS[1], max - 1)
if oldest and tonumber(oldest) + window - now > wait then wait = tonumber(oldest) + window - now end
if wait > 0 then return wait end
redis.call('LPUSH', KEYS[1], ARGV[1])
redis.call('LTRIM', KEYS[1], 0, max - 1)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0
`;
const COMMAND = 'sesameSlidingHit';

type WithHit = Redis & {
  [COMMAND]: (
    key: string,
    now: number,
    gap: number,
    window: number,
    max: number,
    ttl: number,
  ) => Promise<number>;
};

/**
 * Rate limits and send throttles shared by every instance through Redis, with the database
 * store's rule exactly. They fail closed: when Redis cannot answer, a hit is refused with 503
 * `unavailable`, never let through (docs/security.md "Reliability").
 */
export class RedisThrottleStore implements Throttles {
  readonly #redis: WithHit;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    // defineCommand sends the script once (EVALSHA after that, EVAL again after a Redis restart).
    if (!(COMMAND in redis)) redis.defineCommand(COMMAND, { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.#redis = redis as WithHit;
  }

  async hit(key: string, rule: ThrottleRule, now: number): Promise<ThrottleResult> {
    let waitMs: number;
    try {
      waitMs = await this.#redis[COMMAND](
        this.#key(key),
        now,
        rule.minGapMs,
        rule.windowMs,
        rule.max,
        Math.max(rule.windowMs, rule.minGapMs, 1),
      );
    } catch (cause) {
      throw new SesameError('unavailable', { retryAfter: 1, cause });
    }
    return waitMs === 0
      ? { allowed: true }
      : { allowed: false, retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /** Only informs a message ("send a new code in…"); without Redis it answers the rule's gap. */
  async waitFor(key: string, rule: ThrottleRule, now: number): Promise<number> {
    let log: string[];
    try {
      log = await this.#redis.lrange(this.#key(key), 0, rule.max - 1);
    } catch {
      return Math.ceil(rule.minGapMs / 1000);
    }
    return Math.max(0, Math.ceil(msUntilAllowed(log.map(Number), rule, now) / 1000));
  }

  /** Nothing to do: every counter expires in Redis once its window and gap have passed. */
  async purgeIdle(): Promise<void> {}

  /** A list, not the hash of the fixed-window store before it, so the two never meet in one key. */
  #key(key: string): string {
    return `${this.prefix}throttle-log:${key}`;
  }
}
