import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_DOWN_FAILURES } from '../../server/delivery/DeliveryHealth';
import { apiClient } from '../support/apiClient';
import { freePort } from '../support/freePort';
import { type HostProcess, killAll, sqliteDir, startHostProcess } from '../support/hostProcess';
import { runAppsInProcess } from '../support/runApps';

const ORIGIN = 'https://shop.example';

/**
 * docs/security.md "Production fails closed", 2: a mail server the host cannot reach is an error
 * in the log with its cause, and once every recent send failed, `/readyz` takes the instance out.
 */
describe('delivery failures in production', () => {
  const db = sqliteDir();
  const processes: HostProcess[] = [];
  let host: HostProcess;

  beforeAll(async () => {
    const closedPort = await freePort();
    const port = await freePort();
    const env = {
      SQLITE_PATH: db.path,
      SESAME_MODE: 'production',
      SESAME_SECRET: 'd'.repeat(40),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    };
    const smtp = { SMTP_URL: `smtp://127.0.0.1:${closedPort}?tls=off` };
    // The apps tool runs with the host's settings: without SMTP_URL it would refuse EMAIL_LOGIN.
    const created = await runAppsInProcess(
      ['create', '--id', 'shop', '--name', 'Shop', '--origin', ORIGIN, '--channels', 'EMAIL_LOGIN'],
      { ...env, ...smtp },
    );
    expect(created.code, created.stderr).toBe(0);
    host = await startHostProcess(port, { ...env, ...smtp });
    processes.push(host);
  });
  afterAll(async () => {
    await killAll(processes);
    db.remove();
  });

  it('logs each failed send at error level with the mail server’s cause, and /readyz says EMAIL is down', async () => {
    const api = apiClient(host.asHost(), { appId: 'shop', transport: 'fetch', headers: { origin: ORIGIN } });
    const ready = () => api.request({ method: 'GET', url: '/readyz' });
    expect((await ready()).body).toEqual({ ok: true, database: 'up' });

    for (let i = 0; i < DELIVERY_DOWN_FAILURES; i++) {
      const res = await api.intent(await api.state(), { channel: 'EMAIL_LOGIN', email: `u${i}@example.com` });
      expect(res.status).toBe(502);
      expect(res.body.error).toBe('delivery_failed');
      if (i === 0)
        expect((await ready()).body).toMatchObject({ ok: true, deliveries: { EMAIL: 'degraded' } });
    }
    const logged = () =>
      host
        .output()
        .split('\n')
        .filter((line) => line.includes('"code":"delivery_failed"'))
        .map((line) => JSON.parse(line) as { level: number; err?: { message?: string } });
    // The child's log reaches this process a little after its answer.
    for (let wait = 0; logged().length < DELIVERY_DOWN_FAILURES && wait < 50; wait++)
      await new Promise((r) => setTimeout(r, 100));
    const failed = logged();
    expect(failed).toHaveLength(DELIVERY_DOWN_FAILURES);
    for (const line of failed) {
      expect(line.level).toBe(50);
      expect(line.err?.message).toContain('ECONNREFUSED');
    }
    const res = await ready();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ ok: false, database: 'up', deliveries: { EMAIL: 'down' } });
  });
});
