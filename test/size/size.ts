/**
 * `npm run size`: what a page downloads before `<auth-floater>` is interactive, and every lazy
 * chunk, gzipped, read from the built `dist/` (run `vite build` first; `npm test` does). Fails
 * over the budget, when lazy-only code sits on the eager path, or when a module is duplicated.
 *
 *   npx tsx test/size/size.ts [distDir]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  BEFORE_INTERACTIVE_BUDGET_BYTES,
  EAGER_BROTLI_BUDGET_BYTES,
  ENTRY,
  LAZY_CHUNK_BUDGET_BYTES,
  LAZY_CHUNK_BUDGETS,
  LAZY_ONLY,
} from './budget';
import { dashboardSize } from './dashboardSize';
import { type ImportGraph, importsOf, walkImports } from './importGraph';
import { laterTextProblems } from './laterTexts';
import { bytesPerSource, groupOf, type SourceMapV3 } from './sourceShares';

const dist = resolve(process.argv[2] ?? 'dist');
const repo = process.cwd();
if (!existsSync(join(dist, ENTRY))) {
  console.error(`${relative(repo, dist)}/${ENTRY} is missing: run "npx vite build" first.`);
  process.exit(1);
}

const jsFiles = listJs(dist);
const read = (file: string) =>
  existsSync(join(dist, file)) ? readFileSync(join(dist, file), 'utf8') : undefined;
const graph = await bootGraph();
const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const raw = (file: string) => readFileSync(join(dist, file)).length;
// What the host sends a browser that accepts brotli: the build's own .br copy, else quality 11.
const brotli = (file: string) =>
  existsSync(join(dist, `${file}.br`))
    ? readFileSync(join(dist, `${file}.br`)).length
    : brotliCompressSync(readFileSync(join(dist, file)), {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length;

const problems: string[] = [];
for (const specifier of graph.unresolved) problems.push(`unresolved import in the bundle: ${specifier}`);

// The table: the eager set first, then the lazy chunks, then files this entry never loads.
const eager = new Set(graph.eager);
const lazy = new Set(graph.lazy);
const rows = [
  ...graph.eager.map((file) => ({ file, role: file === ENTRY ? 'entry' : 'before interactive' })),
  ...[...lazy].sort().map((file) => ({ file, role: 'lazy' })),
  ...jsFiles
    .filter((file) => !eager.has(file) && !lazy.has(file))
    .map((file) => ({ file, role: 'other entry' })),
];
const width = Math.max(...rows.map((row) => row.file.length), 4);
console.log(`\n${'file'.padEnd(width)}  ${'role'.padEnd(18)}  ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}`);
for (const { file, role } of rows) {
  console.log(
    `${file.padEnd(width)}  ${role.padEnd(18)}  ${kb(raw(file)).padStart(9)}  ${kb(gzipped(file)).padStart(9)}`,
  );
}

// Sources, from the source maps: lazy-only code off the eager path, and each module in one file.
const sourcesOf = new Map<string, string[]>();
const eagerShares = new Map<string, number>();
const eagerModules = new Map<string, number>();
for (const file of jsFiles) {
  const mapFile = join(dist, `${file}.map`);
  // The bundler's CommonJS helpers, shared once React and a lazy CommonJS package both need
  // them, come from no source file, so that chunk has no map: its bytes still count above.
  if (!existsSync(mapFile) && /^chunks\/rolldown-runtime-[\w-]+\.js$/.test(file)) continue;
  // An entry that only re-exports a shared chunk has no code of its own to map.
  if (!existsSync(mapFile) && isFacade(readFileSync(join(dist, file), 'utf8'))) continue;
  if (!existsSync(mapFile)) {
    problems.push(`${file} has no source map: keep build.sourcemap on (vite.config.ts)`);
    continue;
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3;
  const sources = map.sources.map((source) =>
    posix.normalize(posix.join(posix.dirname(file), map.sourceRoot ?? '', source)).replace(/^(\.\.\/)+/, ''),
  );
  sourcesOf.set(file, sources);
  if (!eager.has(file)) continue;
  for (const [index, bytes] of bytesPerSource(readFileSync(join(dist, file), 'utf8'), map)) {
    const source = index < 0 ? '(unmapped)' : (sources[index] ?? '?');
    const group = index < 0 ? source : groupOf(source);
    eagerShares.set(group, (eagerShares.get(group) ?? 0) + bytes);
    if (index >= 0 && !source.includes('node_modules/')) {
      eagerModules.set(source, (eagerModules.get(source) ?? 0) + bytes);
    }
  }
}
const holders = new Map<string, string[]>();
for (const [file, sources] of sourcesOf) {
  for (const source of new Set(sources)) holders.set(source, [...(holders.get(source) ?? []), file]);
}
for (const [source, files] of holders) {
  if (files.length > 1) problems.push(`${source} is bundled more than once: ${files.join(', ')}`);
}
for (const file of eager) {
  for (const source of sourcesOf.get(file) ?? []) {
    const rule = LAZY_ONLY.find(({ source: pattern }) => pattern.test(source));
    if (rule)
      problems.push(`${rule.what} must load lazily, but ${source} is in ${file} (before interactive)`);
  }
}

problems.push(...laterTextProblems([...eager].flatMap((file) => sourcesOf.get(file) ?? [])));

printShares('before interactive, by package or folder (minified, before gzip):', eagerShares, 12);
printShares('largest own modules before interactive (minified, before gzip):', eagerModules, 10);

const eagerGzip = graph.eager.reduce((sum, file) => sum + gzipped(file), 0);
const lazyGzip = [...lazy].reduce((sum, file) => sum + gzipped(file), 0);
const withinBudget = eagerGzip <= BEFORE_INTERACTIVE_BUDGET_BYTES;
if (!withinBudget) {
  problems.push(
    `before interactive is ${kb(eagerGzip)} gzip, over the budget of ${kb(BEFORE_INTERACTIVE_BUDGET_BYTES)}`,
  );
}
console.log(
  `\nbefore interactive: ${kb(eagerGzip)} gzip (budget ${kb(BEFORE_INTERACTIVE_BUDGET_BYTES)}) ${withinBudget ? '✓' : '✗'}`,
);
const eagerBrotli = graph.eager.reduce((sum, file) => sum + brotli(file), 0);
const brotliOk = eagerBrotli <= EAGER_BROTLI_BUDGET_BYTES;
if (!brotliOk)
  problems.push(`before interactive is ${kb(eagerBrotli)} brotli, over ${kb(EAGER_BROTLI_BUDGET_BYTES)}`);
console.log(
  `before interactive: ${kb(eagerBrotli)} brotli, as sent (budget ${kb(EAGER_BROTLI_BUDGET_BYTES)}) ${brotliOk ? '✓' : '✗'}`,
);
console.log(`lazy: ${lazy.size} chunk(s), ${kb(lazyGzip)} gzip in all, loaded on demand`);
for (const file of lazy) {
  const name = /^chunks\/(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file;
  const budget = LAZY_CHUNK_BUDGETS[name] ?? LAZY_CHUNK_BUDGET_BYTES;
  if (gzipped(file) > budget)
    problems.push(`lazy chunk ${file} is ${kb(gzipped(file))} gzip, over its budget of ${kb(budget)}`);
}
problems.push(...(await dashboardSize({ read, gzipped, widgetEager: eager, sourcesOf, kb })));
for (const problem of problems) console.error(`✗ ${problem}`);
process.exit(problems.length === 0 ? 0 : 1);

function printShares(title: string, shares: Map<string, number>, limit: number): void {
  console.log(`\n${title}`);
  for (const [name, bytes] of [...shares].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`  ${name.padEnd(40)} ${kb(bytes).padStart(9)}`);
  }
}

/** Nothing but `import`/`export … from` statements. */
function isFacade(code: string): boolean {
  return code
    .replace(/\/\/# sourceMappingURL=\S+/, '')
    .split(/;|\n/)
    .every((statement) =>
      /^\s*((import|export)\b[\s\S]*\bfrom\s*["'][^"']+["']|import\s*["'][^"']+["'])?\s*$/.test(statement),
    );
}

/** 1 KB = 1024 bytes, one decimal: "81.4 KB". */
function kb(bytes: number): string {
  const value = bytes / 1024;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} KB`;
}

/** Every .js file under `dir`, as a posix path relative to it. */
function listJs(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listJs(dir, path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/**
 * The entry's graph, where what the entry itself imports with `import()` counts as needed before
 * interactive too: elements.js starts the first calls, then imports the elements (elements/index.ts).
 */
async function bootGraph(): Promise<ImportGraph> {
  const graph = await walkImports(ENTRY, read);
  const own = await importsOf(read(ENTRY) ?? '');
  const eager = new Set(graph.eager);
  for (const specifier of own.dynamicImports) {
    const target = posix.normalize(posix.join(posix.dirname(ENTRY), specifier));
    for (const file of (await walkImports(target, read)).eager) eager.add(file);
  }
  return { ...graph, eager: [...eager], lazy: graph.lazy.filter((file) => !eager.has(file)) };
}
