import type { Kysely } from 'kysely';
import type { Db } from './createDatabase';
import type { Database } from './schema';

/**
 * Runs writes that belong together. On SQLite they share one transaction: one commit instead of
 * one per statement, and the commit is what costs there. On PostgreSQL each statement runs on its
 * own, as before: a transaction would add two round trips (BEGIN, COMMIT) to save one commit,
 * which measured slower. So callers must not rely on the group being atomic: each statement
 * has to hold on its own (a conditional update, an idempotent insert).
 */
export function groupedWrites<T>(db: Db, writes: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.dialect === 'sqlite' ? db.kysely.transaction().execute(writes) : writes(db.kysely);
}
