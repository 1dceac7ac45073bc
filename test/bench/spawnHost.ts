import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = resolve(import.meta.dirname, '../..');

export interface SpawnedHost {
  url: string;
  pid: number;
  /** From spawn to the first 200 on the health path (/healthz unless told), in ms. */
  startMs: number;
  /** The last few KB the process wrote (its warnings and errors, at LOG_LEVEL=warn). */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>;
}

/**
 * Starts `entry` (a TypeScript file through tsx, as `npm start` does, or a bundle) as its own process,
 * so the load generator does not share its event loop, and waits for its health route.
 * `nodeArgs` passes flags such as `--cpu-prof` for profiling.
 */
export async function spawnHost(options: {
  entry: string;
  port: number;
  env: Record<string, string>;
  nodeArgs?: string[];
  healthPath?: string;
}): Promise<SpawnedHost> {
  const url = `http://127.0.0.1:${options.port}`;
  const t0 = performance.now();
  // A TypeScript entry runs through tsx (as `npm start` does); a built .mjs runs on plain node.
  const loader = options.entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, options.entry], {
    cwd: ROOT,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output = (output + d).slice(-4000)));
  child.stderr?.on('data', (d) => (output = (output + d).slice(-4000)));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const startMs = await waitForHealth(url + (options.healthPath ?? '/healthz'), child, t0, () => output);
  return {
    url,
    pid: child.pid ?? -1,
    startMs,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitForHealth(
  healthUrl: string,
  child: ChildProcess,
  t0: number,
  output: () => string,
): Promise<number> {
  const deadline = t0 + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`host exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(healthUrl);
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - t0;
    } catch {}
    if (performance.now() > deadline)
      throw new Error(`host did not answer ${healthUrl} within 30 s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
