import type { Kysely } from 'kysely';

/**
 * Revocation and device-bound one-tap (docs/security.md "Revocation is total", "One-tap proves
 * possession of a device secret"):
 * - `signin_id` on transactions, sessions and browser identities names the sign-in whose proof
 *   they rest on (a one-tap rests on the sign-in that taught the browser the identity), so
 *   revoking a sign-in reaches everything that came from it; null means the row's own sign-in;
 * - `device_hash` on browser identities: the device key the browser held when it verified the
 *   identity; one-tap needs a proof by that key;
 * - `browser_devices`: each browser state's device public key (its private half never leaves
 *   the browser) and the issue time of the last challenge spent on a one-tap;
 * - `signin_events`: what the merchant can read about its sign-ins (`signin.revoked`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('signin_id', 'text').execute();
  await db.schema.createIndex('transactions_signin').on('transactions').column('signin_id').execute();
  await db.schema.alterTable('sessions').addColumn('signin_id', 'text').execute();
  await db.schema.createIndex('sessions_signin').on('sessions').column('signin_id').execute();
  await db.schema.alterTable('browser_identities').addColumn('signin_id', 'text').execute();
  await db.schema.alterTable('browser_identities').addColumn('device_hash', 'text').execute();
  await db.schema
    .createIndex('browser_identities_signin')
    .on('browser_identities')
    .column('signin_id')
    .execute();

  await db.schema
    .createTable('browser_devices')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('proved_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('signin_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('signin_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('signin_events_app')
    .on('signin_events')
    .columns(['app_id', 'created_at'])
    .execute();
}
