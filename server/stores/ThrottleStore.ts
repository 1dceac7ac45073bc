import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export interface ThrottleRule {
  /** Smallest gap between two accepted hits. */
  minGapMs: number;
  /** Length of the counting window. */
  windowMs: number;
  /** Accepted hits per window. */
  max: number;
}

export type ThrottleResult = { allowed: true } | { allowed: false; retryAfterS: number };

/** Rate limits and send throttles: in the database (ThrottleStore) or in Redis (RedisThrottleStore). */
export interface Throttles {
  /** Counts one hit when the rule allows it; otherwise says how long to wait. */
  hit(key: string, rule: ThrottleRule, now: number): Promise<ThrottleResult>;
  /** Seconds until the next hit would be accepted (0 when it would be now). */
  waitFor(key: string, rule: ThrottleRule, now: number): Promise<number>;
}

/**
 * Counters that hold across instances sharing one database: each hit is one conditional
 * upsert, so concurrent hits can never both slip under a limit.
 */
export class ThrottleStore implements Throttles {
  constructor(private readonly db: Kysely<Database>) {}

  async hit(key: string, rule: ThrottleRule, now: number): Promise<ThrottleResult> {
    const windowOpen = now - rule.windowMs;
    const gapOpen = now - rule.minGapMs;
    const accepted = await this.db
      .insertInto('throttles')
      .values({ key, window_start: now, count: 1, last_at: now })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            window_start: sql`CASE WHEN throttles.window_start <= ${windowOpen} THEN ${now} ELSE throttles.window_start END`,
            count: sql`CASE WHEN throttles.window_start <= ${windowOpen} THEN 1 ELSE throttles.count + 1 END`,
            last_at: now,
          })
          .where(sql<boolean>`throttles.last_at <= ${gapOpen}`)
          .where(sql<boolean>`(throttles.window_start <= ${windowOpen} OR throttles.count < ${rule.max})`),
      )
      .returning('count')
      .executeTakeFirst();
    if (accepted) return { allowed: true };
    const row = await this.db.selectFrom('throttles').selectAll().where('key', '=', key).executeTakeFirst();
    if (!row) return { allowed: false, retryAfterS: Math.ceil(rule.minGapMs / 1000) };
    const untilGap = Number(row.last_at) + rule.minGapMs - now;
    const untilWindow = row.count >= rule.max ? Number(row.window_start) + rule.windowMs - now : 0;
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil(Math.max(untilGap, untilWindow) / 1000)) };
  }

  /** Seconds until the next hit would be accepted (0 when it would be now). */
  async waitFor(key: string, rule: ThrottleRule, now: number): Promise<number> {
    const row = await this.db.selectFrom('throttles').selectAll().where('key', '=', key).executeTakeFirst();
    if (!row) return 0;
    const untilGap = Number(row.last_at) + rule.minGapMs - now;
    const windowFull = row.count >= rule.max && Number(row.window_start) > now - rule.windowMs;
    const untilWindow = windowFull ? Number(row.window_start) + rule.windowMs - now : 0;
    return Math.max(0, Math.ceil(Math.max(untilGap, untilWindow) / 1000));
  }
}
