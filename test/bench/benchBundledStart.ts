import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build } from 'esbuild';
import { freePort } from '../support/freePort';
import { BENCH_SECRET, createBenchApp } from './benchApp';
import { sqliteStorage } from './benchStorage';
import { processRssMb } from './processStats';
import { spawnHost } from './spawnHost';

export interface StartFigures {
  startMs: number;
  idleRssMb: number;
}

/**
 * Start time and idle memory of the same host bundled into one file (esbuild, packages left
 * external) and run on plain node: what tsx's loader costs, for a deployment that builds first.
 */
export async function benchBundledStart(distDir: string): Promise<StartFigures> {
  const root = resolve(import.meta.dirname, '../..');
  const dir = mkdtempSync(join(root, 'node_modules/.cache-bench-'));
  const storage = sqliteStorage();
  try {
    const entry = join(dir, 'main.mjs');
    await build({
      entryPoints: [join(root, 'server/main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outfile: entry,
      logLevel: 'silent',
    });
    await createBenchApp(storage.env);
    const host = await spawnHost({
      entry,
      port: await freePort(),
      env: {
        ...storage.env,
        SESAME_MODE: 'production',
        SESAME_SECRET: BENCH_SECRET,
        SESAME_DIST: distDir,
        LOG_LEVEL: 'warn',
      },
    });
    try {
      await sleep(1000);
      return { startMs: host.startMs, idleRssMb: processRssMb(host.pid) };
    } finally {
      await host.stop();
    }
  } finally {
    await storage.cleanup();
    rmSync(dir, { recursive: true, force: true });
  }
}
