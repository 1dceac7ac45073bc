import type { Redis } from 'ioredis';
import { SesameError } from '../errors/SesameError';
import type { ThrottleResult, ThrottleRule, Throttles } from './ThrottleStore';

/**
 * The rule of ThrottleStore's upsert in one Lua script, so a hit is atomic in Redis: accepted
 * when there is no entry, or when the gap has passed and the window is new or not yet full.
 * Returns 0 when accepted, otherwise the milliseconds to wait.
 * KEYS[1] the counter; ARGV now, minGapMs, windowMs, max, time to live (ms).
 */
const HIT_SCRIPT = `
local row = redis.call('HMGET', KEYS[1], 'start', 'count', 'last')
local now, gap, window, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local start, count, last = tonumber(row[1]), tonumber(row[2]), tonumber(row[3])
if start == nil or count == nil or last == nil then
  redis.call('HSET', KEYS[1], 'start', ARGV[1], 'count', 1, 'last', ARGV[1])
else
  local fresh = start <= now - window
  if last > now - gap or ((not fresh) and count >= max) then
    local wait = last + gap - now
    if count >= max and start + window - now > wait then wait = start + window - now end
    if wait < 1 then wait = 1 end
    return wait
  end
  if fresh then
    redis.call('HSET', KEYS[1], 'start', ARGV[1], 'count', 1, 'last', ARGV[1])
  else
    redis.call('HSET', KEYS[1], 'count', count + 1, 'last', ARGV[1])
  end
end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0
`;
const COMMAND = 'sesameThrottleHit';

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
 * Rate limits and send throttles shared by every instance through Redis. They fail closed:
 * when Redis cannot answer, a hit is refused with 503 `unavailable`, never let through
 * (SECURITY.md "Reliability").
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
    let row: (string | null)[];
    try {
      row = await this.#redis.hmget(this.#key(key), 'start', 'count', 'last');
    } catch {
      return Math.ceil(rule.minGapMs / 1000);
    }
    const [start, count, last] = row.map(Number) as [number, number, number];
    if (row[0] === null) return 0;
    const untilGap = last + rule.minGapMs - now;
    const windowFull = count >= rule.max && start > now - rule.windowMs;
    const untilWindow = windowFull ? start + rule.windowMs - now : 0;
    return Math.max(0, Math.ceil(Math.max(untilGap, untilWindow) / 1000));
  }

  #key(key: string): string {
    return `${this.prefix}throttle:${key}`;
  }
}
