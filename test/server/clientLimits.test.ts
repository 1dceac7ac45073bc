import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API } from '../../contract/admin';
import { PENDING_PER_STATE_MAX } from '../../contract/clientLimits';
import { API } from '../../contract/paths';
import { issueState } from '../../server/crypto/browserState';
import { STATE_PURPOSE } from '../../server/signin/transactionFor';
import { expectErrorShape, fakeClock, type Reply } from '../support/apiClient';
import { REDIS_URL, redisAvailable, testPrefix } from '../support/redis';
import { type Host, startHost } from '../support/startHost';

const redisUp = await redisAvailable();

/**
 * docs/security.md: per-IP and per-state limits on every route that creates rows or sends, pending
 * sign-ins per state capped, 429 with Retry-After in the spec's error shape (contract/clientLimits.ts).
 */
describe('per-client limits', () => {
  const hosts: Host[] = [];
  afterEach(async () => {
    for (const host of hosts.splice(0)) await host.close();
  });
  async function host(env: Record<string, string> = {}): Promise<Host> {
    const started = await startHost({
      listen: false,
      overrides: { clock: fakeClock() },
      env: { CLIENT_LIMITS_FACTOR: '1', ...env },
    });
    hosts.push(started);
    return started;
  }

  const json = (res: { statusCode: number; headers: Record<string, unknown>; body: string }): Reply<never> =>
    ({
      status: res.statusCode,
      headers: res.headers as Record<string, string>,
      body: JSON.parse(res.body),
      text: res.body,
    }) as Reply<never>;

  async function state(h: Host, ip = '10.9.9.9'): Promise<Reply<never>> {
    return json(await h.app.inject({ method: 'GET', url: `${API.state}?appId=demo`, remoteAddress: ip }));
  }
  async function intent(h: Host, s: string, ip: string, body: Record<string, unknown> = {}) {
    const n = Math.random().toString(36).slice(2);
    const payload = { appId: 'demo', channel: 'EMAIL_LOGIN', email: `u${n}@example.com`, ...body };
    return json(
      await h.app.inject({
        method: 'POST',
        url: `${API.intent}/${s}`,
        remoteAddress: ip,
        headers: { origin: h.services.issuer },
        payload,
      }),
    );
  }
  function expectLimited(res: Reply<never>): void {
    expect(res.status).toBe(429);
    expect(expectErrorShape(res).error).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  }

  it('refuses an 11th sign-in from one browser state within a minute, sending nothing', async () => {
    const h = await host();
    const s = (await state(h)).body as { state: string };
    for (let i = 0; i < 10; i++)
      expect((await intent(h, s.state, '10.0.0.1')).status, `intent ${i + 1}`).toBe(200);
    const eleventh = await intent(h, s.state, '10.0.0.1', { email: 'eleven@example.com' });
    expectLimited(eleventh);
    expect(await h.services.outbox!.list({ to: 'eleven@example.com', limit: 10 })).toHaveLength(0);
  });

  it('refuses a 31st sign-in from one address within a minute; other addresses go on', async () => {
    const h = await host();
    const states = await Promise.all(
      [1, 2, 3, 4].map(async () => ((await state(h)).body as { state: string }).state),
    );
    for (let i = 0; i < 30; i++) expect((await intent(h, states[i % 3]!, '10.0.0.1')).status).toBe(200);
    expectLimited(await intent(h, states[3]!, '10.0.0.1'));
    expect((await intent(h, states[3]!, '10.0.0.2')).status).toBe(200);
  });

  it('refuses a 61st dashboard sign-in attempt from one address within a minute', async () => {
    const h = await host();
    const attempt = async (ip: string) =>
      json(
        await h.app.inject({
          method: 'POST',
          url: ADMIN_API.session,
          remoteAddress: ip,
          payload: { code: 'guess' },
        }),
      );
    for (let i = 0; i < 60; i++) expect((await attempt('10.7.7.7')).status).toBe(400);
    expectLimited(await attempt('10.7.7.7'));
    expect((await attempt('10.7.7.8')).status).toBe(400);
  });

  it('counts an IPv6 client by its /64 when it issues states', async () => {
    const h = await host();
    for (let i = 0; i < 60; i++) expect((await state(h, `2001:db8::${i.toString(16)}`)).status).toBe(200);
    expectLimited(await state(h, '2001:db8::ffff'));
    expect((await state(h, '2001:db8:0:1::1')).status).toBe(200);
  });

  it('limits QR sign-ins per state too', async () => {
    const h = await host();
    const s = ((await state(h)).body as { state: string }).state;
    const qr = async () =>
      json(
        await h.app.inject({
          method: 'POST',
          url: `${API.qrCreate}/${s}`,
          remoteAddress: '10.0.0.3',
          headers: { origin: h.services.issuer },
          payload: { appId: 'demo' },
        }),
      );
    for (let i = 0; i < 10; i++) expect((await qr()).status).toBe(200);
    expectLimited(await qr());
  });

  it(`caps a state's pending sign-ins at ${PENDING_PER_STATE_MAX}; a resend of one still goes`, async () => {
    const h = await host();
    const s = issueState(h.services.hasher, h.services.random);
    const now = h.services.clock.now();
    for (let i = 0; i < PENDING_PER_STATE_MAX - 1; i++) {
      await h.services.transactions.create({
        id: `pending${i}`,
        appId: 'demo',
        stateHash: h.services.hasher.hash(STATE_PURPOSE, s),
        channel: 'EMAIL_LOGIN',
        identityType: 'EMAIL',
        identity: `p${i}@example.com`,
        otpHash: null,
        linkHash: null,
        expiresAt: now + 600_000,
        createdAt: now,
      });
    }
    const last = await intent(h, s, '10.0.0.4', { email: 'last@example.com' });
    expect(last.status).toBe(200);
    const over = await intent(h, s, '10.0.0.4');
    expect(over.status).toBe(429);
    expect(expectErrorShape(over).error).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBe(600);

    (h.services.clock as ReturnType<typeof fakeClock>).advance(60_000);
    const asId = (last.body as { asId: string }).asId;
    const resend = await intent(h, s, '10.0.0.4', { email: 'last@example.com', resend: true, asId });
    expect(resend.status).toBe(200);
  });

  describe.skipIf(!redisUp)('with Redis', () => {
    it('shares the counts between instances', async () => {
      const env = { REDIS_URL, REDIS_PREFIX: testPrefix('limits') };
      const [a, b] = [await host(env), await host(env)];
      for (let i = 0; i < 60; i++) expect((await state(i % 2 ? a! : b!, '10.0.0.5')).status).toBe(200);
      expectLimited(await state(a!, '10.0.0.5'));
      expectLimited(await state(b!, '10.0.0.5'));
      expect(await a!.services.redis!.commands.keys(`${env.REDIS_PREFIX}client-limit:*`)).not.toHaveLength(0);
    });

    it('while Redis cannot answer, counts in the database instead: never skipped, never down', async () => {
      const h = await host({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: testPrefix('down') });
      for (let i = 0; i < 60; i++) expect((await state(h, '10.0.0.6')).status).toBe(200);
      expectLimited(await state(h, '10.0.0.6'));
      expect((await state(h, '10.0.0.7')).status).toBe(200);
    });
  });
});
