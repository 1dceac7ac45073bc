import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct statements kept; queries are parameterised, so a host uses far fewer than this. */
const MAX_STATEMENTS = 1000;

/**
 * better-sqlite3 compiles a statement on every `prepare`, and Kysely prepares each query anew:
 * under load that compiling costs about as much as running the query. This keeps each SQL
 * text's prepared statement for reuse. Safe because better-sqlite3 runs one statement at a
 * time on its connection (Kysely's SQLite driver holds a mutex around every query).
 */
export function withStatementCache(
  db: SqliteDatabase,
  beforeClose?: () => void,
  max = MAX_STATEMENTS,
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      beforeClose?.();
      db.close();
    },
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= max) statements.clear();
        statement = db.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
