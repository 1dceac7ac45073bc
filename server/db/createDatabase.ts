import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { checkpointInThread } from './walCheckpointer';
import { withStatementCache } from './withStatementCache';

export type Dialect = 'sqlite' | 'postgres';
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
}

/** SQLite in a file (WAL, busy timeout) by default; PostgreSQL when a URL is given (pg loaded only then). */
export async function createDatabase(options: {
  databaseUrl?: string | undefined;
  sqlitePath: string;
}): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./openPostgres');
    return { kysely: openPostgres(options.databaseUrl), dialect: 'postgres' };
  }
  if (options.sqlitePath !== ':memory:') mkdirSync(dirname(options.sqlitePath), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Statement journals (each group commit's savepoint keeps one) in memory: past 64 KiB SQLite
  // spilled them into a temporary file, opened, written and unlinked each time, nearly half of
  // the host's file writes (docs/benchmarks.md).
  sqlite.pragma('temp_store = MEMORY');
  const stopCheckpoints =
    options.sqlitePath === ':memory:' ? undefined : checkpointInThread(sqlite, options.sqlitePath);
  return {
    kysely: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite, stopCheckpoints) }),
    }),
    dialect: 'sqlite',
  };
}
