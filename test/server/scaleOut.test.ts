import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS } from '../../contract/constants';
import { API } from '../../contract/paths';
import type { MerchantConfigResponse } from '../../contract/wire';
import { type ApiClient, apiClient, wrongOtp } from '../support/apiClient';
import { POSTGRES_URL, postgresAvailable } from '../support/dialects';
import { freePort } from '../support/freePort';
import { type HostProcess, killAll, startHostProcess } from '../support/hostProcess';
import { processSchema } from '../support/processSchema';
import { REDIS_URL, redisAvailable, testPrefix } from '../support/redis';
import { eventReader } from '../support/statusEvents';
import { testDevice } from '../support/testDevice';

const reachable = (await postgresAvailable()) && (await redisAvailable());
if (!reachable)
  console.warn(`PostgreSQL (${POSTGRES_URL}) or Redis (${REDIS_URL}) not reachable: skipping scale-out`);

/**
 * Three instances of the host, as separate processes, sharing one PostgreSQL database and one
 * Redis behind an imaginary load balancer: no call needs to return to the instance that
 * began the sign-in (docs/architecture.md, docs/security.md "Codes" and "Reliability").
 */
describe.skipIf(!reachable)('three instances on PostgreSQL and Redis', () => {
  const hosts: HostProcess[] = [];
  let dropSchema = async () => {};
  const prefix = testPrefix('scaleout');
  let a: ApiClient;
  let b: ApiClient;
  let c: ApiClient;

  beforeAll(async () => {
    const schema = await processSchema('scaleout');
    dropSchema = schema.drop;
    const { url } = schema;
    const ports = [await freePort(), await freePort(), await freePort()];
    const env = {
      DATABASE_URL: url,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      // One public origin for all, as behind a load balancer.
      PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
    };
    // The first runs the migrations and seeds the demo app; the others start together.
    hosts.push(await startHostProcess(ports[0]!, env));
    hosts.push(...(await Promise.all(ports.slice(1).map((port) => startHostProcess(port, env)))));
    [a, b, c] = hosts.map((h) => apiClient(h.asHost(), { transport: 'fetch' })) as [
      ApiClient,
      ApiClient,
      ApiClient,
    ];
  }, 150_000);
  afterAll(async () => {
    await killAll(hosts);
    await dropSchema();
  });

  it('says each instance is ready, with the database and Redis up', async () => {
    for (const host of hosts) {
      const res = await fetch(`${host.url}/readyz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, database: 'up', redis: 'up' });
    }
  });

  it('streams SUCCESS on B well under a second after the code from A is verified on C', async () => {
    const state = await a.state();
    const intent = await a.intent(state, { channel: 'EMAIL_LOGIN', email: 'three@example.com' });
    expect(intent.status).toBe(200);
    const asId = intent.body.asId as string;
    // The dev outbox lives in the shared database: any instance shows the message.
    const otp = (await c.lastMessage('three@example.com')).code!;

    const stream = await fetch(`${hosts[1]!.url}${API.statusStream}/${state}?appId=demo&asId=${asId}`);
    expect(stream.status).toBe(200);
    const events = eventReader(stream);
    expect(await events.next()).toMatchObject({ status: 'PENDING' });

    const started = performance.now();
    expect((await c.otp(state, asId, otp)).status).toBe(200);
    const success = await events.next();
    const elapsed = performance.now() - started;
    expect(success).toMatchObject({ status: 'SUCCESS', code: expect.any(String) });
    expect(elapsed).toBeLessThan(1000);
    expect(await events.next()).toBe('closed');

    // The one-time code the widget got on B is redeemed on A.
    const code = (success as { code: string }).code;
    const verified = await a.verifyCode(state, code);
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ email: 'three@example.com' });
  });

  it('tells B of a browser that signed in through A and C at once: its config knows the device', async () => {
    const state = await a.state();
    const device = await testDevice(a, state);
    expect((await device.register()).status).toBe(200);
    const known = async () => {
      const res = await b.request<MerchantConfigResponse>({
        method: 'GET',
        url: `${API.merchantConfig}/${state}?appId=demo`,
      });
      return res.body.knownDevice === true;
    };
    // B reads the browser now and keeps what it read (server/apps/BrowserFacts).
    expect(await known()).toBe(false);
    const intent = await a.intent(state, { channel: 'EMAIL_LOGIN', email: 'known@example.com' });
    const otp = (await c.lastMessage('known@example.com')).code ?? '';
    expect((await c.otp(state, intent.body.asId as string, otp)).status).toBe(200);
    // The change reaches B on the bus, well before what it kept would expire (15 s).
    await expect.poll(known, { timeout: 1000, interval: 20 }).toBe(true);
  });

  it('shares the send throttle: a second send from another instance gets 429 with Retry-After', async () => {
    const first = await a.intent(await a.state(), { channel: 'EMAIL_LOGIN', email: 'throttle@example.com' });
    expect(first.status).toBe(200);
    for (const other of [b, c]) {
      const again = await other.intent(await other.state(), {
        channel: 'EMAIL_LOGIN',
        email: 'throttle@example.com',
      });
      expect(again.status).toBe(429);
      expect(again.body.error).toBe('rate_limited');
      const retryAfter = Number(again.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    expect(await a.outbox('throttle@example.com')).toHaveLength(1);
    // The counters are Redis's (under this run's prefix), not the database's.
    const redis = new Redis(REDIS_URL);
    expect((await redis.keys(`${prefix}throttle-log:send:*`)).length).toBeGreaterThan(0);
    redis.disconnect();
  });

  it('evaluates at most 5 of 50 parallel wrong guesses spread over the three instances', async () => {
    const { state, asId, otp } = await a.startEmail('guesses@example.com');
    const clients = [a, b, c];
    const guesses = Array.from({ length: 50 }, (_, i) =>
      clients[i % 3]!.otp(state, asId, String((Number(wrongOtp(otp)) + i) % 1_000_000).padStart(6, '0')),
    );
    const answers = await Promise.all(guesses);
    const evaluated = answers.filter((r) => r.body.error === 'otp_incorrect').length;
    expect(answers.filter((r) => r.status === 200)).toHaveLength(0);
    expect(evaluated).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
    expect(answers.filter((r) => r.status === 429 && r.body.error === 'otp_locked')).toHaveLength(
      50 - evaluated,
    );
    // Even the right code is refused now, on every instance.
    for (const client of clients) expect((await client.otp(state, asId, otp)).body.error).toBe('otp_locked');
  });
});
