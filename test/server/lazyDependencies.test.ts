import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort';

/** Reports each package the process loads through the module loader, once, on stderr. */
const HOOKS = `const seen = new Set();
export async function load(url, context, next) {
  const name = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url)?.[1];
  if (name && !seen.has(name)) {
    seen.add(name);
    process.stderr.write('package ' + name + '\\n');
  }
  return next(url, context);
}
`;

/** A production host on SQLite without Redis or SMTP does not load what it does not use. */
describe('the host at start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sesame-lazy-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads neither pg, ioredis, nodemailer, @simplewebauthn/server nor @fastify/swagger until they are needed', async () => {
    writeFileSync(join(dir, 'hooks.mjs'), HOOKS);
    writeFileSync(
      join(dir, 'register.mjs'),
      `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});\n`,
    );
    const port = await freePort();
    const child = spawn(
      process.execPath,
      ['--import', join(dir, 'register.mjs'), '--import', 'tsx', 'server/main.ts'],
      {
        env: {
          ...process.env,
          SESAME_MODE: 'production',
          SESAME_SECRET: 'a-production-secret-of-at-least-32-characters',
          PORT: String(port),
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          SQLITE_PATH: join(dir, 'db.sqlite'),
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
          REDIS_URL: '',
          SMTP_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      const deadline = Date.now() + 20_000;
      for (;;) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
        } catch {}
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`host did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    const loaded = [...output.matchAll(/^package (\S+)$/gm)].map((m) => m[1]);
    expect(loaded).toContain('fastify');
    for (const name of ['pg', 'ioredis', 'nodemailer', '@simplewebauthn/server', '@fastify/swagger'])
      expect(loaded).not.toContain(name);
  }, 30_000);
});
