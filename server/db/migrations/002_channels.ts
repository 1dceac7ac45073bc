import type { Kysely } from 'kysely';

/**
 * WhatsApp, SMS, QR and one-tap: the lookup hashes of inbound WhatsApp codes and QR tokens on
 * the transaction, webhook message ids seen once, one row per delivery (idempotency), and the
 * identities each browser verified (one-tap).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('lookup_hash', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('qr_hash', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('qr_expires_at', 'bigint').execute();
  await db.schema.alterTable('transactions').addColumn('qr_used_at', 'bigint').execute();
  await db.schema.alterTable('transactions').addColumn('device', 'text').execute();
  // SQLite cannot add a UNIQUE column; unique indexes do the same job on both dialects.
  await db.schema
    .createIndex('transactions_lookup')
    .unique()
    .on('transactions')
    .column('lookup_hash')
    .execute();
  await db.schema.createIndex('transactions_qr').unique().on('transactions').column('qr_hash').execute();

  await db.schema
    .createTable('inbound_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('deliveries')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('provider_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('browser_identities')
    .addColumn('state_hash', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('identity_type', 'text', (c) => c.notNull())
    .addColumn('identity', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('browser_identities_pk', ['state_hash', 'app_id', 'identity_type', 'identity'])
    .execute();
}
