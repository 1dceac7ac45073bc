import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createServices } from '../../server/createServices';
import type { Services } from '../../server/Services';
import { apiClient } from '../support/apiClient';
import { readMail } from '../support/readMail';
import { type Host, startHost } from '../support/startHost';
import { type SmtpSink, startSmtpServer } from '../support/startSmtpServer';

const PUBLIC_URL = 'https://sesame.example';
const PRODUCTION = { SESAME_MODE: 'production', SESAME_SECRET: 'q'.repeat(40), PUBLIC_URL };

/** Every row of every table, as text: what someone who reads the database sees. */
async function everything(services: Services): Promise<string> {
  const db = services.db.kysely;
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
    db,
  );
  const tables = await Promise.all(
    rows.map(async ({ name }) => [name, (await sql`select * from ${sql.table(name)}`.execute(db)).rows]),
  );
  return JSON.stringify(tables);
}

/** docs/security.md "Production fails closed". */
describe('production fails closed', () => {
  describe('1. without SMTP_URL', () => {
    let dir: string;
    let host: Host;
    const sqlite = () => join(dir, 'sesame.db');
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'sesame-prod-'));
      // An older host wrote a message to the outbox of this database.
      const dev = await createServices(
        loadConfig({ SQLITE_PATH: sqlite(), ...PRODUCTION, SESAME_MODE: 'dev' }),
      );
      await dev.outbox!.add(
        { appId: 'demo', channel: 'EMAIL', to: 'old@example.com', text: 'c', code: '123456' },
        1,
      );
      await dev.close();
      host = await startHost({ listen: false, env: { ...PRODUCTION, SQLITE_PATH: sqlite() } });
    });
    afterAll(async () => {
      await host?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('answers an email sign-in with 503 channel_not_configured and stores nothing', async () => {
      const api = apiClient(host, { headers: { origin: PUBLIC_URL } });
      for (const channel of ['EMAIL_LOGIN', 'OTP', 'MAGIC_LINK']) {
        const res = await api.intent(await api.state(), { channel, email: 'alice@example.com' });
        expect(res.status, channel).toBe(503);
        expect(res.body.error).toBe('channel_not_configured');
      }
      const db = host.services.db.kysely;
      expect(await db.selectFrom('transactions').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('throttles').selectAll().execute()).toEqual([]);
    });

    it('has no outbox: none in the services, the table emptied, no /dev/ route', async () => {
      expect(host.services.outbox).toBeUndefined();
      expect(await host.services.db.kysely.selectFrom('outbox').selectAll().execute()).toEqual([]);
      const res = await host.app.inject({ method: 'GET', url: '/dev/outbox?to=old@example.com' });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('1. with SMTP_URL', () => {
    let smtp: SmtpSink;
    let host: Host;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      host = await startHost({ listen: false, env: { ...PRODUCTION, SMTP_URL: `${smtp.url}` } });
    });
    afterAll(async () => {
      await host?.close();
      await smtp?.close();
    });

    it('keeps neither the code nor the link token in clear in any table, nor a private key', async () => {
      const api = apiClient(host, { headers: { origin: PUBLIC_URL } });
      const res = await api.intent(await api.state(), { channel: 'EMAIL_LOGIN', email: 'bob@example.com' });
      expect(res.status).toBe(200);
      const text = readMail((await smtp.next()).raw).text ?? '';
      const code = /Your code: (\d+)/.exec(text)?.[1];
      const token = /\/l\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(token!.length).toBeGreaterThanOrEqual(22);
      const stored = await everything(host.services);
      expect(stored).toContain('bob@example.com');
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(token);
      expect(stored).not.toContain('"d":');
    });
  });

  describe('2. refuses to run wrong', () => {
    async function start(env: Record<string, string>) {
      const dir = mkdtempSync(join(tmpdir(), 'sesame-prod-'));
      const services = await createServices(
        loadConfig({ SQLITE_PATH: join(dir, 'db'), LOG_LEVEL: 'silent', ...env }),
      );
      try {
        const app = await buildApp(services, { serveStatic: false, logger: false });
        await app.close();
        return 'started';
      } finally {
        await services.close();
        rmSync(dir, { recursive: true, force: true });
      }
    }

    it('without PUBLIC_URL, or with an http one that is not this machine', async () => {
      await expect(start({ ...PRODUCTION, PUBLIC_URL: '' })).rejects.toThrow(
        /^PUBLIC_URL is required in production mode/,
      );
      await expect(start({ ...PRODUCTION, PUBLIC_URL: 'http://auth.example.com' })).rejects.toThrow(
        'PUBLIC_URL must use https in production mode',
      );
      expect(await start({ ...PRODUCTION, PUBLIC_URL: 'http://127.0.0.1:8787' })).toBe('started');
      expect(await start(PRODUCTION)).toBe('started');
      // Dev mode needs neither.
      expect(await start({})).toBe('started');
    });

    it('without SESAME_SECRET', async () => {
      await expect(start({ ...PRODUCTION, SESAME_SECRET: '' })).rejects.toThrow(
        /^SESAME_SECRET is required in production mode/,
      );
    });
  });

  describe('2. no demo or dev pages', () => {
    let dist: string;
    beforeAll(() => {
      dist = mkdtempSync(join(tmpdir(), 'sesame-dist-'));
      mkdirSync(join(dist, 'demo'));
      writeFileSync(join(dist, 'elements.js'), 'export {};');
      writeFileSync(join(dist, 'review.js'), 'export {};');
      writeFileSync(join(dist, 'demo', 'index.html'), '<auth-floater app-id="demo"></auth-floater>');
    });
    afterAll(() => rmSync(dist, { recursive: true, force: true }));

    it('serves /demo/, /review.js and /dev/ in dev mode only', async () => {
      const paths = ['/demo/', '/demo/index.html', '/review.js', '/dev/outbox'];
      for (const [env, expected] of [
        [{}, 200],
        [PRODUCTION, 404],
      ] as const) {
        const host = await startHost({
          listen: false,
          serveStatic: true,
          env: { ...env, SESAME_DIST: dist },
        });
        try {
          for (const url of paths) {
            const res = await host.app.inject({ method: 'GET', url });
            expect([url, res.statusCode]).toEqual([url, expected]);
          }
          expect((await host.app.inject({ method: 'GET', url: '/elements.js' })).statusCode).toBe(200);
        } finally {
          await host.close();
        }
      }
    });
  });
});
