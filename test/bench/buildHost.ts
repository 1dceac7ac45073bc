import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { serverBuild } from '../../build/serverBuild';

/**
 * The host compiled as `npm run build:server` compiles it (build/serverBuild.ts), into a temporary
 * folder under node_modules (so its packages resolve): the bench runs what production runs, plain
 * node on compiled JavaScript, built from the sources as they are now.
 */
export async function buildHost(): Promise<{ entry: string; cleanup: () => void }> {
  const root = resolve(import.meta.dirname, '../..');
  const dir = mkdtempSync(join(root, 'node_modules/.cache-bench-'));
  await build(serverBuild(root, ['server/main.ts'], dir));
  const entry = join(dir, 'main.mjs');
  return { entry, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
