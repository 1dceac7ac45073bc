import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Host } from './startHost';

const ROOT = resolve(import.meta.dirname, '../..');
/** tsx and the storage drivers load at each start; two cores may be busy with other suites. */
const START_TIMEOUT_MS = 60_000;

/** The host as `npm start` runs it (`tsx server/main.ts`), in a child process of its own. */
export interface HostProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What it printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string | null>;
  /** The same process as a `Host` for `apiClient(…, { transport: 'fetch' })`. */
  asHost: () => Host;
}

/**
 * Starts `server/main.ts` with `env` on `port` and waits for `/healthz`. These tests call the
 * API only: unless `SESAME_DIST` is given, the widget directory is a stand-in, so they do not
 * depend on (or race) a build.
 */
export async function startHostProcess(port: number, env: Record<string, string>): Promise<HostProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    // CLIENT_LIMITS_FACTOR: as startHost, these suites send bursts from one address.
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SESAME_DIST: standInDist(),
      CLIENT_LIMITS_FACTOR: '1000',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | string | null>((done) =>
    child.on('exit', (code, signal) => done(code ?? signal)),
  );
  const url = `http://127.0.0.1:${port}`;
  const proc: HostProcess = {
    url,
    port,
    child,
    output: () => output,
    exited,
    asHost: () => ({ url, app: undefined as never, services: undefined as never, close: async () => {} }),
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`host on ${port} exited at start:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return proc;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`host on ${port} did not come up:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Kills every given process that is still running and waits for them to end (afterEach / afterAll). */
export async function killAll(processes: HostProcess[]): Promise<void> {
  const ending = processes.splice(0);
  for (const p of ending)
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  await Promise.all(ending.map((p) => p.exited));
}

/** A temp directory for an SQLite file shared by processes; `remove` deletes it. */
export function sqliteDir(): { path: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'sesame-procs-'));
  return { path: join(dir, 'sesame.db'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

let distDir: string | undefined;
function standInDist(): string {
  if (!distDir) {
    distDir = mkdtempSync(join(tmpdir(), 'sesame-dist-'));
    writeFileSync(join(distDir, 'elements.js'), '// stand-in: API-only process tests\n');
    process.once('exit', () => rmSync(distDir!, { recursive: true, force: true }));
  }
  return distDir;
}
