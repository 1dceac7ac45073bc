import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/** PostgreSQL BIGINT columns hold epoch milliseconds: read them as numbers. */
pg.types.setTypeParser(20, (value) => Number(value));

/** A pooled Kysely on PostgreSQL. Loaded only when DATABASE_URL is set, so SQLite hosts never load pg. */
export function openPostgres(databaseUrl: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A PostgreSQL restart drops every connection. The pool reports idle ones on 'error'; a
  // client checked out between two queries reports on its own 'error', which would crash the
  // process without a listener. Its query fails instead, and the pool discards the client.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
