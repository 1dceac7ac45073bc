import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

/**
 * The host compiled as `npm run build:server` compiles it (esbuild, packages left external, one
 * file per on-demand import), into
 * a temporary folder under node_modules (so its packages resolve): the bench runs what production
 * runs, plain node on compiled JavaScript, built from the sources as they are now.
 */
export async function buildHost(): Promise<{ entry: string; cleanup: () => void }> {
  const root = resolve(import.meta.dirname, '../..');
  const dir = mkdtempSync(join(root, 'node_modules/.cache-bench-'));
  await build({
    entryPoints: [join(root, 'server/main.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // What the host imports on demand (PostgreSQL, Redis, SMTP, dev pages) stays a file of its own.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    packages: 'external',
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
  const entry = join(dir, 'main.mjs');
  return { entry, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
