import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort';

/** The host as `npm start` runs it: a real process, started and stopped by signals. */
describe('the host process', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function start(env: Record<string, string>): {
    child: ChildProcess;
    output: () => string;
    exited: Promise<number | null>;
  } {
    const dir = mkdtempSync(join(tmpdir(), 'sesame-proc-'));
    dirs.push(dir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, SQLITE_PATH: join(dir, 'db.sqlite'), LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, output: () => output, exited };
  }

  async function waitUntilUp(url: string): Promise<void> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        if ((await fetch(`${url}/healthz`)).ok) return;
      } catch {}
      if (Date.now() > deadline) throw new Error(`${url} did not come up`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('serves the demo and the elements bundle, and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const proc = start({ PORT: String(port) });
    const url = `http://127.0.0.1:${port}`;
    await waitUntilUp(url);
    expect((await fetch(`${url}/elements.js`)).headers.get('content-type')).toContain('javascript');
    expect(await (await fetch(`${url}/demo/`)).text()).toContain('<auth-floater');
    const state = await fetch(`${url}/v2/state?appId=demo`);
    expect(state.status).toBe(200);

    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
  });

  it('refuses to start in production mode without a server secret', async () => {
    const port = await freePort();
    const proc = start({
      PORT: String(port),
      SESAME_MODE: 'production',
      PUBLIC_URL: 'https://signin.example.com',
      SESAME_SECRET: '',
    });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain('SESAME_SECRET is required');
  });
});
