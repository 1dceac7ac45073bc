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
  const schema =
    `t_${testRun()}_${name.slice(0, 20)}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`.toLowerCase();
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

/**
 * The run a schema belongs to: its start time in base 36, set once by test/support/globalSetup.ts
 * and inherited by the workers, so two runs on one database never drop each other's schemas.
 */
export function testRun(): string {
  process.env.SESAME_TEST_RUN ??= Date.now().toString(36);
  return process.env.SESAME_TEST_RUN;
}

/** Schemas of an earlier run are dropped once they are this old (a run that crashed left them). */
const STALE_RUN_MS = 3 * 60 * 60 * 1000;

/**
 * Drops test schemas (named `t_<run>_…`): this run's, or, with `stale`, those of runs that
 * started more than STALE_RUN_MS ago and any whose name carries no run.
 */
export async function dropTestSchemas(which: 'thisRun' | 'stale'): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname like 't\\_%' escape '\\'",
    );
    const run = testRun();
    const doomed = rows
      .map(({ nspname }) => nspname)
      .filter((schema) => {
        const started = Number.parseInt(schema.split('_')[1] ?? '', 36);
        if (which === 'thisRun') return schema.startsWith(`t_${run}_`);
        return !Number.isFinite(started) || Date.now() - started > STALE_RUN_MS;
      });
    for (const schema of doomed) await client.query(`drop schema if exists "${schema}" cascade`);
  } catch {
    // PostgreSQL is not reachable: there is nothing to clean.
  } finally {
    await client.end().catch(() => {});
  }
}
