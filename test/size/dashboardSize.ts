import { LAZY_CHUNK_BUDGET_BYTES, LAZY_CHUNK_BUDGETS } from './budget';
import { walkImports } from './importGraph';

/**
 * The dashboard's own budget (docs/dashboard.md), separate from the widget's: what `/dashboard/`
 * downloads beyond `/elements.js` (which it loads anyway, for the sign-in), gzipped.
 */
export const DASHBOARD_BUDGET_BYTES = 20 * 1024;
export const DASHBOARD_ENTRY = 'dashboard.js';

/**
 * Prints the dashboard's line and returns what is wrong: over its budget, or dashboard code
 * on the widget's eager path (a merchant's page must never load it).
 */
export async function dashboardSize(options: {
  read: (file: string) => string | undefined;
  gzipped: (file: string) => number;
  widgetEager: ReadonlySet<string>;
  sourcesOf: ReadonlyMap<string, string[]>;
  kb: (bytes: number) => string;
}): Promise<string[]> {
  const problems: string[] = [];
  for (const file of options.widgetEager) {
    const leaked = (options.sourcesOf.get(file) ?? []).find((source) => source.startsWith('dashboard/'));
    if (leaked) problems.push(`dashboard code ${leaked} is in ${file}, which merchants' pages load`);
  }
  if (options.read(DASHBOARD_ENTRY) === undefined) {
    problems.push(`${DASHBOARD_ENTRY} is missing from the build`);
    return problems;
  }
  const graph = await walkImports(DASHBOARD_ENTRY, options.read);
  const page = graph.eager.reduce((sum, file) => sum + options.gzipped(file), 0);
  const own = graph.eager
    .filter((file) => !options.widgetEager.has(file))
    .reduce((sum, file) => sum + options.gzipped(file), 0);
  const ok = own <= DASHBOARD_BUDGET_BYTES;
  console.log(
    `dashboard: ${options.kb(own)} gzip beyond the widget (budget ${options.kb(DASHBOARD_BUDGET_BYTES)}) ${ok ? '✓' : '✗'}; the page in all ${options.kb(page)}`,
  );
  if (!ok)
    problems.push(
      `the dashboard is ${options.kb(own)} gzip, over its budget of ${options.kb(DASHBOARD_BUDGET_BYTES)}`,
    );
  // The dashboard's lazy chunks (the funnel charts) are held to the widget's lazy budget.
  const ownLazy = graph.lazy.filter((file) =>
    (options.sourcesOf.get(file) ?? []).some((source) => source.startsWith('dashboard/')),
  );
  for (const file of ownLazy) {
    const name = /^chunks\/(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file;
    const budget = LAZY_CHUNK_BUDGETS[name] ?? LAZY_CHUNK_BUDGET_BYTES;
    if (options.gzipped(file) > budget)
      problems.push(
        `dashboard lazy chunk ${file} is ${options.kb(options.gzipped(file))} gzip, over its budget of ${options.kb(budget)}`,
      );
  }
  return problems;
}
