import { type Kysely, sql } from 'kysely';

/**
 * Send throttles become sliding windows (docs/security.md: at most 5 sends in any rolling 10
 * minutes): each throttle row keeps the times of its last accepted hits, newest first, as
 * fixed-width digits (see ThrottleStore). Rows written before this migration start with an
 * empty log; their minimum gap still holds through `last_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('throttles')
    .addColumn('hits', 'text', (c) => c.notNull().defaultTo(sql`''`))
    .execute();
}
