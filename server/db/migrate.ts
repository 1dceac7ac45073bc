import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import type { Dialect } from './createDatabase';
import * as initial from './migrations/001_initial';
import * as channels from './migrations/002_channels';
import * as sso from './migrations/003_sso';
import * as passkeys from './migrations/004_passkeys';
import * as sessions from './migrations/005_sessions';

const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_channels': channels,
  '003_sso': sso,
  '004_passkeys': passkeys,
  '005_sessions': sessions,
};

/** Every migration, in the order it runs (tests check that all of them ran). */
export const MIGRATION_NAMES = Object.keys(migrations);

/** Brings the schema up to date; run at start. Safe to run from several instances at once on PostgreSQL. */
export async function migrate(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema; pin them to ours, or a database
    // where another schema already has them (another install, `public`) never migrates this one.
    migrationTableSchema: dialect === 'postgres' ? await currentSchema(db) : undefined,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(failed ? `Migration ${failed.migrationName} failed` : 'Migrations failed', {
      cause: error,
    });
  }
}

/** The schema unqualified tables land in (the first existing one of the search_path). */
async function currentSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}
