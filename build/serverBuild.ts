import { join } from 'node:path';
import type { BuildOptions, Plugin } from 'esbuild';

/**
 * Packages compiled into the host instead of loaded from node_modules at start: pure ES modules
 * spread over many small files (kysely alone is 262), which node resolves, reads and links one
 * by one. Bundled, kysely loads in ~30 ms of CPU instead of ~300 ms. Everything else stays
 * external: native modules, CommonJS packages that read files beside themselves (pino's worker,
 * @fastify/static), and what the host imports only on demand.
 */
const BUNDLED = new Set(['kysely', 'libphonenumber-js', 'jose', 'nodemailer']);

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.has(packageName(args.path)) ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * How `npm run build:server` compiles the host (and the bench its copy): one ES module per entry,
 * on-demand imports kept in files of their own (`splitting`: otherwise PostgreSQL, Redis and the
 * dev pages would load at start), packages external but BUNDLED.
 */
export function serverBuild(root: string, entries: string[], outdir: string): BuildOptions {
  return {
    entryPoints: entries.map((entry) => join(root, entry)),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [externalPackages],
    outbase: join(root, 'server'),
    outdir,
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  };
}
