import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * docs/security.md "Production refuses to run wrong": a production start that is refused (no
 * PUBLIC_URL, no SESAME_SECRET) stops before storage is opened, so it leaves no database behind
 * and migrates nothing.
 */
describe('a refused production start', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function startMain(
    env: Record<string, string>,
  ): Promise<{ code: number | null; output: string; dir: string }> {
    const dir = mkdtempSync(join(tmpdir(), 'sesame-refused-'));
    dirs.push(dir);
    const {
      PUBLIC_URL: _url,
      SESAME_SECRET: _secret,
      DATABASE_URL: _db,
      REDIS_URL: _redis,
      ...inherited
    } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...inherited, SQLITE_PATH: join(dir, 'sesame.db'), LOG_LEVEL: 'warn', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    return { code, output, dir };
  }

  it('without PUBLIC_URL: exits 1, says what to set, and never creates the database', async () => {
    const run = await startMain({ NODE_ENV: 'production', SESAME_SECRET: 'x'.repeat(40) });
    expect(run.code).toBe(1);
    expect(run.output).toContain('PUBLIC_URL is required in production mode');
    expect(existsSync(join(run.dir, 'sesame.db'))).toBe(false);
    expect(readdirSync(run.dir)).toEqual([]);
  }, 30_000);

  it('without SESAME_SECRET: exits 1 before any storage is touched', async () => {
    const run = await startMain({ NODE_ENV: 'production', PUBLIC_URL: 'https://auth.example.com' });
    expect(run.code).toBe(1);
    expect(run.output).toContain('SESAME_SECRET is required in production mode');
    expect(readdirSync(run.dir)).toEqual([]);
  }, 30_000);
});
