import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const LAUNCH = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+dist-server\/main\.mjs\b/;

/**
 * The node flags a launch line gives the host (`node --flag… dist-server/main.mjs`), or undefined
 * when the line does not start the host.
 */
export function launchFlags(line: string): string[] | undefined {
  const match = LAUNCH.exec(line);
  return match ? (match[1] ?? '').split(/\s+/).filter(Boolean) : undefined;
}

/** The node flags `npm start` runs the host with (package.json), so the bench runs it as production does. */
export function hostNodeFlags(): string[] {
  const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const flags = launchFlags(pkg.scripts.start);
  if (!flags) throw new Error('package.json: "start" does not run node dist-server/main.mjs');
  return flags;
}
