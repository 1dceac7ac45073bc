import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, expectErrorShape, type FakeClock, fakeClock } from '../support/apiClient';
import { freePort } from '../support/freePort';
import { startRedisServer } from '../support/redis';
import { type Host, startHost } from '../support/startHost';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer) console.warn('redis-server is not installed: skipping the Redis fault tests');

/**
 * docs/security.md "Reliability": with Redis down, security counters fail closed (429/503, never a
 * send past the limit), and the host recovers by itself when Redis is back. The Redis here is
 * a private server of this test, stopped and started on the same port.
 */
describe.skipIf(!hasRedisServer)('Redis going away and coming back', () => {
  let port: number;
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let host: Host;
  let api: ApiClient;
  let clock: FakeClock;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedisServer(port);
    clock = fakeClock();
    host = await startHost({
      listen: false,
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: 'faults:' },
      overrides: { clock },
    });
    api = apiClient(host);
  });
  afterAll(async () => {
    await host?.close();
    await redis?.stop();
  });

  const send = async (email: string) => api.intent(await api.state(), { channel: 'EMAIL_LOGIN', email });
  const ready = () => api.request({ method: 'GET', url: '/readyz' });

  it('fails closed while Redis is down, then recovers without a restart', async () => {
    expect((await send('first@example.com')).status).toBe(200);
    expect((await send('first@example.com')).status).toBe(429);
    const started = await api.startEmail('pending@example.com');
    expect((await ready()).body).toEqual({ ok: true, database: 'up', redis: 'up' });

    await redis.stop();
    const began = performance.now();
    for (let i = 0; i < 6; i++) {
      const res = await send('down@example.com');
      expect(res.status, `send ${i + 1}`).toBe(503);
      expect(expectErrorShape(res).error).toBe('unavailable');
      clock.advance(61_000);
    }
    // Refused at once, not after a hang: the request does not wait for Redis.
    expect(performance.now() - began).toBeLessThan(3000);
    expect(await api.outbox('down@example.com')).toHaveLength(0);
    const notReady = await ready();
    expect(notReady.status).toBe(503);
    expect(notReady.body).toEqual({ ok: false, database: 'up', redis: 'down' });
    // Per-code attempts and the identity guard live in the database: a sign-in in flight completes.
    expect((await api.otp(started.state, started.asId, started.otp)).status).toBe(200);

    redis = await startRedisServer(port);
    const deadline = Date.now() + 15_000;
    while ((await ready()).status !== 200) {
      if (Date.now() > deadline) throw new Error('the host did not reconnect to Redis');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await send('down@example.com')).status).toBe(200);
    expect((await send('down@example.com')).status).toBe(429);
    expect(await api.outbox('down@example.com')).toHaveLength(1);
  });

  it('starts while Redis is down, refusing sends, and serves once Redis comes up', async () => {
    await redis.stop();
    const late = await startHost({
      listen: false,
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: 'faults-late:' },
    });
    try {
      const lateApi = apiClient(late);
      const res = await lateApi.intent(await lateApi.state(), {
        channel: 'EMAIL_LOGIN',
        email: 'late@example.com',
      });
      expect(res.status).toBe(503);
      redis = await startRedisServer(port);
      const deadline = Date.now() + 15_000;
      while ((await lateApi.request({ method: 'GET', url: '/readyz' })).status !== 200) {
        if (Date.now() > deadline) throw new Error('the host did not connect to Redis');
        await new Promise((r) => setTimeout(r, 100));
      }
      const again = await lateApi.intent(await lateApi.state(), {
        channel: 'EMAIL_LOGIN',
        email: 'late@example.com',
      });
      expect(again.status).toBe(200);
    } finally {
      await late.close();
    }
  });
});
