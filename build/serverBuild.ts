import { join } from 'node:path';
import type { BuildOptions, Plugin } from 'esbuild';
import { THREAD_ENTRIES } from '../server/runtime/startThread';

/**
 * Packages compiled into the host instead of loaded from node_modules at start: packages spread
 * over many small files (kysely alone is 262 ES modules; pg and ioredis bring some twenty small
 * CommonJS packages), which node resolves, reads and links one by one. Bundled, kysely loads in
 * ~30 ms of CPU instead of ~300 ms; pg and ioredis take ~4 MB less at start on PostgreSQL +
 * Redis. Everything else stays external: native modules, CommonJS packages that read files
 * beside themselves (pino's worker, @fastify/static), and what the host imports only on demand.
 * (Fastify compiled in measured no faster and ~4 MB larger.)
 */
const BUNDLED = new Set(['kysely', 'libphonenumber-js', 'jose', 'nodemailer', 'pg', 'ioredis']);

/**
 * What a bundled package may ask for but never gets here: pg's native binding and its Cloudflare
 * socket, each required only when asked for.
 */
const NEVER_BUNDLED = new Set(['pg-native', 'pg-cloudflare']);

/** A package's own imports travel with it: pg and ioredis bring some twenty small CommonJS packages. */
const insidePackage = (importer: string) => importer.includes('/node_modules/');

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = packageName(args.path);
      if (NEVER_BUNDLED.has(name)) return { path: args.path, external: true };
      return BUNDLED.has(name) || insidePackage(args.importer)
        ? undefined
        : { path: args.path, external: true };
    });
  },
};

/**
 * How `npm run build:server` compiles the host (and the bench its copy): one ES module per entry,
 * and per thread the host starts (server/runtime/startThread.ts), on-demand imports kept in files
 * of their own (`splitting`: otherwise PostgreSQL, Redis and the dev pages would load at start),
 * packages external but BUNDLED.
 */
export function serverBuild(root: string, entries: string[], outdir: string): BuildOptions {
  const threads = THREAD_ENTRIES.map((entry) => `server/${entry}.ts`);
  return {
    entryPoints: [...entries, ...threads].map((entry) => join(root, entry)),
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
    // The CommonJS packages compiled in (pg, ioredis) require node's own modules.
    banner: {
      js: "import { createRequire as __sesameRequire } from 'node:module'; const require = __sesameRequire(import.meta.url);",
    },
    logLevel: 'warning',
  };
}
