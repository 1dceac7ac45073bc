import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import type { Dialect } from './createDatabase';
import * as initial from './migrations/001_initial';
import * as channels from './migrations/002_channels';
import * as sso from './migrations/003_sso';
import * as passkeys from './migrations/004_passkeys';
import * as sessions from './migrations/005_sessions';
import * as oidcWebhooks from './migrations/006_oidc_webhooks';
import * as signInRequests from './migrations/007_sign_in_requests';
import * as slidingThrottles from './migrations/008_sliding_throttles';
import * as sealedKeys from './migrations/009_sealed_keys';
import * as revocation from './migrations/010_revocation';
import * as dashboard from './migrations/011_dashboard';
import * as locale from './migrations/012_locale';
import * as userLocale from './migrations/013_user_locale';
import * as deliveryStatus from './migrations/014_delivery_status';
import * as oneTapPurgeIndexes from './migrations/015_onetap_purge_indexes';
import * as oidcHashedIds from './migrations/016_oidc_hashed_ids';
import * as pendingPerStateIndex from './migrations/017_pending_per_state_index';
import * as returnPage from './migrations/018_return_page';

const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_channels': channels,
  '003_sso': sso,
  '004_passkeys': passkeys,
  '005_sessions': sessions,
  '006_oidc_webhooks': oidcWebhooks,
  '007_sign_in_requests': signInRequests,
  '008_sliding_throttles': slidingThrottles,
  '009_sealed_keys': sealedKeys,
  '010_revocation': revocation,
  '011_dashboard': dashboard,
  '012_locale': locale,
  '013_user_locale': userLocale,
  '014_delivery_status': deliveryStatus,
  '015_onetap_purge_indexes': oneTapPurgeIndexes,
  '016_oidc_hashed_ids': oidcHashedIds,
  '017_pending_per_state_index': pendingPerStateIndex,
  '018_return_page': returnPage,
};

/** Attempts at bringing the schema up to date before a start gives up. */
const MIGRATE_ATTEMPTS = 3;

/**
 * Brings the schema up to date; run at start. Safe to run from several instances at once on
 * PostgreSQL (the migrator's lock). A failure outside any one migration (the lock, a connection
 * refused while other instances start) is tried again after a short wait; a migration that fails
 * stops the start at once.
 */
export async function migrate(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      // Kysely looks for its bookkeeping tables in every schema; pin them to ours, or a database
      // where another schema already has them (another install, `public`) never migrates this one.
      migrationTableSchema: dialect === 'postgres' ? await currentSchema(db) : undefined,
    });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (failed) throw new Error(`Migration ${failed.migrationName} failed`, { cause: error });
    if (!error) return;
    if (attempt === MIGRATE_ATTEMPTS) throw new Error('Migrations failed', { cause: error });
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
  }
}

/** The schema unqualified tables land in (the first existing one of the search_path). */
async function currentSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}
