import type { Kysely } from 'kysely';

/**
 * Single sign-on: each app's provider credentials (secret encrypted), the sign-ins in flight at
 * a provider, and the accounts provider identities belong to, keyed by (issuer, subject).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_credentials')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('secret_box', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sso_credentials_pk', ['app_id', 'channel'])
    .execute();

  await db.schema
    .createTable('sso_flows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('start_hash', 'text', (c) => c.notNull().unique())
    .addColumn('state_hash', 'text', (c) => c.unique())
    .addColumn('browser_hash', 'text')
    .addColumn('mode', 'text')
    .addColumn('return_origin', 'text')
    .addColumn('return_uri', 'text')
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_flows_expiry').on('sso_flows').column('expires_at').execute();

  await db.schema
    .createTable('sso_accounts')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text')
    .addColumn('picture', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sso_accounts_pk', ['app_id', 'issuer', 'subject'])
    .execute();
  await db.schema.createIndex('sso_accounts_user').on('sso_accounts').column('user_id').execute();
}
