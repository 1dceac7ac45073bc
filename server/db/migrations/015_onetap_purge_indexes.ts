import type { Kysely } from 'kysely';

/**
 * Indexes for the one-tap purge (server/maintenance/purgeExpired, docs/security.md "One-tap
 * proves possession of a device secret"), which runs every ten minutes on every instance:
 * - `browser_identities(verified_at)`: identities verified before the one-tap lifetime, and
 *   the "holding no newer identity" check of the device purge;
 * - `browser_devices(created_at, proved_at)`: keys bound and last used before it.
 * Without them each run reads both tables whole.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('browser_identities_verified')
    .on('browser_identities')
    .column('verified_at')
    .execute();
  await db.schema
    .createIndex('browser_devices_idle')
    .on('browser_devices')
    .columns(['created_at', 'proved_at'])
    .execute();
}
