import pg from 'pg';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether PostgreSQL answers; tests that need it skip with a visible message when it does not. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A fresh, empty schema in the test database; the returned URL points at it. */
export async function freshPostgresSchema(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `t_${name}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`.toLowerCase();
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    // Schemas are dropped together once the run is over (test/support/globalSetup.ts): dropping
    // one while another worker's migrator reads the catalog makes PostgreSQL fail that read.
    drop: async () => {},
  };
}

/** Drops every schema the test suites created (named `t_…`). */
export async function dropTestSchemas(): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname like 't\\_%' escape '\\'",
    );
    for (const { nspname } of rows) await client.query(`drop schema if exists "${nspname}" cascade`);
  } catch {
    // PostgreSQL is not reachable: there is nothing to clean.
  } finally {
    await client.end().catch(() => {});
  }
}
