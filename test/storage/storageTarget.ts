import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Dialect } from '../../server/db/createDatabase';
import { freshPostgresSchema } from '../support/dialects';

export interface StorageTarget {
  /** The environment that points the host at this empty storage. */
  env: Record<string, string>;
  drop: () => Promise<void>;
}

/** An empty database of the dialect: a SQLite file in a temp dir, or a fresh PostgreSQL schema. */
export async function storageTarget(dialect: Dialect, name: string): Promise<StorageTarget> {
  if (dialect === 'postgres') {
    const schema = await freshPostgresSchema(name);
    return { env: { DATABASE_URL: schema.url }, drop: schema.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), `sesame-${name}-`));
  return {
    env: { SQLITE_PATH: join(dir, 'sesame.db') },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
