import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runAppsCli } from '../../server/cli/runAppsCli';
import { loadConfig } from '../../server/config';
import { createServices } from '../../server/createServices';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const CLI = join(ROOT, 'server/cli/apps.ts');
/** A child process pays for tsx and the storage drivers at each start. */
export const CLI_TIMEOUT_MS = 60_000;

export interface AppsRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npx tsx server/cli/apps.ts …` as a child process, with only the storage variables given. */
export function runApps(args: string[], env: Record<string, string>): Promise<AppsRun> {
  return new Promise((done) => {
    const childEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env };
    const options = { cwd: ROOT, env: childEnv, timeout: CLI_TIMEOUT_MS };
    execFile(TSX, [CLI, ...args], options, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      done({ code, stdout, stderr });
    });
  });
}

/** The same tool in-process (the entry point's one call), for cases that need no process. */
export async function runAppsInProcess(args: string[], env: Record<string, string>): Promise<AppsRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAppsCli(args, { out: (l) => out.push(l), err: (l) => err.push(l) }, env);
  const text = (lines: string[]) => lines.map((l) => `${l}\n`).join('');
  return { code, stdout: text(out), stderr: text(err) };
}

/** The client secret `create` or `rotate-secret` printed. */
export function secretIn(output: string): string {
  const secret = /^client_secret: (\S+)$/m.exec(output)?.[1];
  if (!secret) throw new Error(`no client secret in:\n${output}`);
  return secret;
}

/** A temp dir with an SQLite path for one test's storage. */
export function appsStorage(): { env: { SQLITE_PATH: string }; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'sesame-apps-'));
  return {
    env: { SQLITE_PATH: join(dir, 'sesame.db') },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Whether the host, on this storage, accepts these client credentials. */
export async function authenticates(
  env: Record<string, string>,
  id: string,
  secret: string,
): Promise<boolean> {
  const services = await createServices(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  try {
    return (await services.apps.authenticate(id, secret)) !== undefined;
  } finally {
    await services.close();
  }
}
