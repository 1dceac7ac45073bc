import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { POSTGRES_URL, postgresAvailable } from '../support/dialects';

/** Where one bench run keeps its data: the host's environment. */
export interface BenchStorage {
  label: string;
  env: Record<string, string>;
  /** Removes what the run left; returns a note for the report, if any. */
  cleanup(): Promise<string | undefined>;
}

export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A copy of the built widget for the hosts to serve (production mode refuses to start without
 * it), so a rebuild of dist/ during the run cannot take it away; built here when dist/ is empty.
 */
export function copyOfWidgetBuild(log: (line: string) => void): { dir: string; cleanup: () => void } {
  const root = resolve(import.meta.dirname, '../..');
  const dir = mkdtempSync(join(tmpdir(), 'sesame-bench-dist-'));
  if (existsSync(join(root, 'dist/elements.js'))) cpSync(join(root, 'dist'), dir, { recursive: true });
  if (!existsSync(join(dir, 'elements.js'))) {
    log('dist/ has no widget build: building one for the bench');
    try {
      execFileSync(
        join(root, 'node_modules/.bin/vite'),
        ['build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'silent'],
        {
          cwd: root,
          stdio: 'ignore',
        },
      );
    } catch {
      // No phase loads the widget: a placeholder lets the host start.
      log('  the widget does not build now: the hosts serve a placeholder elements.js (no phase loads it)');
      writeFileSync(join(dir, 'elements.js'), '');
    }
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh SQLite file in a temporary directory. */
export function sqliteStorage(): BenchStorage {
  const dir = mkdtempSync(join(tmpdir(), 'sesame-bench-'));
  const path = join(dir, 'sesame.db');
  return {
    label: 'SQLite',
    env: { SQLITE_PATH: path },
    cleanup: async () => {
      rmSync(dir, { recursive: true, force: true });
      return undefined;
    },
  };
}

/**
 * A fresh schema in the test database (named `bench_…`, apart from the test suites' `t_…` ones
 * that their teardown drops), and Redis under a prefix of its own; undefined without PostgreSQL.
 */
export async function postgresStorage(runId: string): Promise<BenchStorage | undefined> {
  if (!(await postgresAvailable())) return undefined;
  const schema = `bench_${runId}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema "${schema}"`);
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    label: 'PostgreSQL + Redis',
    env: { DATABASE_URL: url.toString(), REDIS_URL, REDIS_PREFIX: `sesame-bench-${runId}:` },
    cleanup: async () => {
      await admin(`drop schema if exists "${schema}" cascade`);
      const keys = await removeRedisKeys(`sesame-bench-${runId}:*`);
      return `Redis: ${keys} keys under the run's prefix`;
    },
  };
}

/** Deletes the keys matching `pattern`; returns how many there were. */
async function removeRedisKeys(pattern: string): Promise<number> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let removed = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      cursor = next;
      if (keys.length) removed += await redis.del(...keys);
    } while (cursor !== '0');
    return removed;
  } catch {
    return 0;
  } finally {
    redis.disconnect();
  }
}
