import type { Kysely } from 'kysely';

/**
 * Sessions (docs/security.md "Sessions and tokens"), the addresses signed-in users save, and the
 * SDK events the widget sends (spec §3, §7). Session ids and tokens are stored only as HMACs;
 * unique indexes let the host find a session by any of them and keep each one single-owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('token_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('refresh_hash', 'text', (c) => c.notNull())
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('rotated_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_token').unique().on('sessions').column('token_hash').execute();
  await db.schema.createIndex('sessions_refresh').unique().on('sessions').column('refresh_hash').execute();
  // One session per finished sign-in: the verify-code read hands out the same one again.
  await db.schema
    .createIndex('sessions_transaction')
    .unique()
    .on('sessions')
    .column('transaction_id')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').columns(['app_id', 'user_id']).execute();
  await db.schema.createIndex('sessions_expiry').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('session_retired_refresh')
    .addColumn('refresh_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_hash', 'text', (c) => c.notNull())
    .addColumn('retired_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('session_retired_refresh_expiry')
    .on('session_retired_refresh')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('user_addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('line1', 'text', (c) => c.notNull())
    .addColumn('line2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('region', 'text')
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_addresses_user')
    .on('user_addresses')
    .columns(['app_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('sdk_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('sdk_version', 'text', (c) => c.notNull())
    .addColumn('platform', 'text')
    .addColumn('inid', 'text')
    .addColumn('tsid', 'text')
    .addColumn('wa_id', 'text')
    .addColumn('params', 'text')
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sdk_events_app').on('sdk_events').columns(['app_id', 'received_at']).execute();
  await db.schema.createIndex('sdk_events_received').on('sdk_events').column('received_at').execute();
}
