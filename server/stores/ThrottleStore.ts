import { type Kysely, sql } from 'kysely';
import { firstRow, prepared } from '../db/prepared';
import type { Database } from '../db/schema';
import { fromStamps, msUntilAllowed, STAMP_WIDTH, toStamp } from './slidingWindow';

export interface ThrottleRule {
  /** Smallest gap between two accepted hits. */
  minGapMs: number;
  /** Length of the rolling window. */
  windowMs: number;
  /** Accepted hits in any rolling window. */
  max: number;
}

export type ThrottleResult = { allowed: true } | { allowed: false; retryAfterS: number };

/** Rate limits and send throttles: in the database (ThrottleStore) or in Redis (RedisThrottleStore). */
export interface Throttles {
  /** Counts one hit when the rule allows it; otherwise says how long to wait. */
  hit(key: string, rule: ThrottleRule, now: number): Promise<ThrottleResult>;
  /** Seconds until the next hit would be accepted (0 when it would be now). */
  waitFor(key: string, rule: ThrottleRule, now: number): Promise<number>;
  /** Forgets counters idle since before `olderThan` (the purge). */
  purgeIdle(olderThan: number): Promise<void>;
}

/**
 * Sliding-window counters (slidingWindow.ts) that hold across instances sharing one database.
 * A row keeps its last `max` accepted hits as fixed-width digits, newest first, so the rule
 * is one conditional upsert: the gap is read from `last_at`, the window from the `max`-th
 * stamp. Concurrent hits on one key are serialised by the row (SQLite's writer lock,
 * PostgreSQL's row lock with a re-check of the WHERE), so they can never both slip under it.
 */
export class ThrottleStore implements Throttles {
  constructor(private readonly db: Kysely<Database>) {}

  async hit(key: string, rule: ThrottleRule, now: number): Promise<ThrottleResult> {
    const kept = (rule.max - 1) * STAMP_WIDTH;
    const accepted = await firstRow(
      acceptHit(this.db, {
        key,
        now,
        stamp: toStamp(now),
        kept,
        lastBefore: now - rule.minGapMs,
        fullLength: rule.max * STAMP_WIDTH,
        oldestAt: kept + 1,
        windowStart: now - rule.windowMs,
      }),
    );
    if (accepted) return { allowed: true };
    const waitMs = await this.#waitMs(key, rule, now);
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  async waitFor(key: string, rule: ThrottleRule, now: number): Promise<number> {
    return Math.max(0, Math.ceil((await this.#waitMs(key, rule, now)) / 1000));
  }

  async #waitMs(key: string, rule: ThrottleRule, now: number): Promise<number> {
    const row = await this.db
      .selectFrom('throttles')
      .select(['last_at', 'hits'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return 0;
    const times = fromStamps(row.hits);
    // A row from before the log existed still knows its last hit.
    if (times.length === 0) times.push(Number(row.last_at));
    return msUntilAllowed(times, rule, now);
  }

  async purgeIdle(olderThan: number): Promise<void> {
    await this.db.deleteFrom('throttles').where('last_at', '<', olderThan).execute();
  }
}

/**
 * One hit, accepted when the gap since the last and the rolling window allow it: the one
 * statement of `hit`, built once (server/db/prepared).
 */
const acceptHit = prepared<
  {
    key: string;
    now: number;
    stamp: string;
    /** Characters of the older stamps kept: the newest `max - 1`. */
    kept: number;
    lastBefore: number;
    /** Length of a full row of stamps. */
    fullLength: number;
    /** Where the oldest kept stamp begins (1-based). */
    oldestAt: number;
    windowStart: number;
  },
  { key: string }
>((db, p) =>
  db
    .insertInto('throttles')
    .values({ key: p('key'), window_start: p('now'), count: 1, last_at: p('now'), hits: p('stamp') })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          hits: sql`${p('stamp')} || substr(throttles.hits, 1, ${p('kept')})`,
          count: sql`throttles.count + 1`,
          last_at: p('now'),
        })
        .where(sql<boolean>`throttles.last_at <= ${p('lastBefore')}`)
        .where(
          sql<boolean>`(length(throttles.hits) < ${p('fullLength')} OR CAST(substr(throttles.hits, ${p('oldestAt')}, ${STAMP_WIDTH}) AS BIGINT) <= ${p('windowStart')})`,
        ),
    )
    .returning('key'),
);
