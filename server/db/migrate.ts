import { type Kysely, type Migration, Migrator } from 'kysely';
import * as initial from './migrations/001_initial';

const migrations: Record<string, Migration> = {
  '001_initial': initial,
};

/** Brings the schema up to date; run at start. Safe to run from several instances at once on PostgreSQL. */
export async function migrate(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
