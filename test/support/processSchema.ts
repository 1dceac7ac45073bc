import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { POSTGRES_URL } from './dialects';

/**
 * A fresh schema for host processes to share, named outside the `t_` space that every suite
 * run drops at its start and end: processes take seconds to start, and a run beside this one
 * must not drop the schema under their migrations. `drop` removes it (after the processes end).
 */
export async function processSchema(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `proc_${name}_${randomUUID().slice(0, 8)}`.toLowerCase();
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema ${schema}`);
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => admin(`drop schema if exists ${schema} cascade`) };
}
