import type { Kysely } from 'kysely';

/**
 * The merchant dashboard (docs/dashboard.md): its administrators and their roles, their
 * sessions (ids only as HMACs), the audit log of every change they make, a user's block, and
 * why a message send failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('administrators')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('admin_sessions_admin').on('admin_sessions').column('admin_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text')
    .addColumn('admin_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_time').on('audit_log').column('created_at').execute();

  await db.schema.alterTable('users').addColumn('blocked_at', 'bigint').execute();
  // Why a send failed, for the dashboard's Deliveries page (the provider's status, never a secret).
  await db.schema.alterTable('deliveries').addColumn('error', 'text').execute();
}
