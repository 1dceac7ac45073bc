import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where the product's source lives (docs/architecture.md §2). */
export const SOURCE_DIRS = [
  'contract',
  'elements',
  'widgets',
  'state',
  'services',
  'server',
  'dashboard',
  'demo',
  'build',
  'types',
  'integrations',
];

/** The product's TypeScript files below `dir`: no tests, no declaration files, no node_modules. */
export function productSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : productSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
