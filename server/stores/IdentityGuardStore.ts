import { type Kysely, sql } from 'kysely';
import { firstRow, prepared } from '../db/prepared';
import type { Database } from '../db/schema';

/**
 * Consecutive failed code checks per identity (docs/security.md: at most 100; a new code does
 * not reset the count, a success does). Increments are single statements, so parallel
 * guesses cannot overshoot the limit.
 */
export class IdentityGuardStore {
  constructor(private readonly db: Kysely<Database>) {}

  async failures(key: string): Promise<number> {
    const row = await this.db
      .selectFrom('identity_guards')
      .select('failures')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.failures ?? 0;
  }

  /**
   * Reserves one attempt for this identity: true when it was under the limit (the attempt
   * may be evaluated), false when the identity is locked. A reserved attempt counts as a
   * failure until `reset` clears it on success. With `lockMs`, a lock also lifts that long
   * after the last counted failure (WhatsApp senders); without it, only `reset` lifts it
   * (identities: NIST SP 800-63B-4).
   */
  async reserve(
    key: string,
    limit: number,
    now: number,
    lockMs = Number.POSITIVE_INFINITY,
  ): Promise<boolean> {
    const lifted = now - Math.min(lockMs, now);
    const row = await firstRow(reserveAttempt(this.db, { key, limit, now, lifted }));
    return row !== undefined;
  }

  async reset(key: string): Promise<void> {
    await resetGuard(this.db, { key });
  }
}

// The statements every typed code makes, built once (server/db/prepared).

const reserveAttempt = prepared<
  { key: string; limit: number; now: number; lifted: number },
  { failures: number }
>((db, p) =>
  db
    .insertInto('identity_guards')
    .values({ key: p('key'), failures: 1, updated_at: p('now') })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          failures: sql`CASE WHEN identity_guards.updated_at <= ${p('lifted')} THEN 1 ELSE identity_guards.failures + 1 END`,
          updated_at: p('now'),
        })
        .where(
          sql<boolean>`(identity_guards.failures < ${p('limit')} OR identity_guards.updated_at <= ${p('lifted')})`,
        ),
    )
    .returning('failures'),
);

const resetGuard = prepared<{ key: string }, never>((db, p) =>
  db.deleteFrom('identity_guards').where('key', '=', p('key')),
);
