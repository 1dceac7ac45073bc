import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const NEXT_BIN = resolve(import.meta.dirname, '../../node_modules/next/dist/bin/next');

/** Next.js's command line on the app in `dir` (`build`, `start -p …`), with `env` added. */
export function next(dir: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [NEXT_BIN, ...args, dir], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Waits for `child` to exit: its exit code and everything it printed. */
export async function finished(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  return { code, output };
}

/** Resolves once `url` answers 200, failing after `timeoutMs`. */
export async function answers(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}
