import type { Kysely } from 'kysely';

/**
 * What the approval pages tell the person approving (docs/security.md "Cross-device approvals"): the
 * requesting browser and system, its coarse location (only with a GeoIP database; the address
 * itself is not kept) and, for QR, the keyed hash of the matching number the desktop shows.
 * One row per sign-in, beside the transaction rather than on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_requests')
    .addColumn('transaction_id', 'text', (c) => c.primaryKey())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('match_hash', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_requests_created')
    .on('sign_in_requests')
    .column('created_at')
    .execute();
}
