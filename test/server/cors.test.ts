import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import { type ApiClient, apiClient, createApp, expectErrorShape, type Reply } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

const SHOP = 'https://shop.example';
const EVIL = 'https://evil.example';

/**
 * docs/security.md "Widget, frames and bridges": CORS only for registered origins, exactly; non-GET
 * requests with an unregistered cross-site Origin are refused; an app's calls only from its origins.
 */
describe('CORS and origin checks', () => {
  let host: Host;
  let demo: ApiClient;
  let shop: ApiClient;
  beforeAll(async () => {
    host = await startHost({ listen: false });
    await createApp(host, 'shop', { origins: [SHOP] });
    demo = apiClient(host);
    shop = apiClient(host, { appId: 'shop' });
  });
  afterAll(() => host.close());

  const preflight = (origin: string, url: string = `${API.intent}/x`) =>
    demo.request({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  function expectRefused(res: Reply<unknown>): void {
    expect(res.status).toBe(403);
    expect(expectErrorShape(res).error).toBe('origin_not_allowed');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  }

  it('refuses a preflight from an unregistered origin with 403 and no Access-Control-Allow-Origin', async () => {
    expectRefused(await preflight(EVIL));
  });

  it('refuses preflights from near misses of a registered origin', async () => {
    for (const origin of [
      'https://shop.example.evil.example',
      'https://evilshop.example',
      'http://shop.example',
      'https://SHOP.example',
      'https://shop.example:8443',
      'https://shop.example/',
      'null',
    ]) {
      const res = await preflight(origin);
      expect(res.status, origin).toBe(403);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('answers a preflight from a registered origin with exactly that origin', async () => {
    const res = await preflight(SHOP);
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SHOP);
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers['access-control-allow-headers']?.toLowerCase()).toContain('content-type');
    expect(res.headers.vary).toMatch(/Origin/);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it("lets a registered origin use its own app's API, with ACAO for that origin and readable X-Request-Id", async () => {
    const state = await shop.state();
    const res = await shop.request({
      method: 'POST',
      url: `${API.intent}/${state}`,
      json: { appId: 'shop', channel: 'EMAIL_LOGIN', email: 'alice@example.com' },
      headers: { origin: SHOP },
    });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(SHOP);
    expect(res.headers['access-control-expose-headers']).toMatch(/X-Request-Id/);
    expect(res.headers['access-control-expose-headers']).toMatch(/Retry-After/);
  });

  it('refuses a POST with an unregistered cross-site Origin with 403, before anything is sent', async () => {
    const state = await demo.state();
    const res = await demo.request({
      method: 'POST',
      url: `${API.intent}/${state}`,
      json: { appId: 'demo', channel: 'EMAIL_LOGIN', email: 'victim@example.com' },
      headers: { origin: EVIL },
    });
    expectRefused(res);
    expect(await demo.outbox('victim@example.com')).toEqual([]);
  });

  it('refuses every state-changing call from an unregistered origin', async () => {
    const { state, asId, otp, link } = await demo.startEmail('bob@example.com');
    const calls = [
      { method: 'POST' as const, url: `${API.otp}/${state}`, json: { appId: 'demo', asId, otp } },
      { method: 'POST' as const, url: new URL(link!).pathname, payload: '' },
      {
        method: 'POST' as const,
        url: API.merchantToken,
        json: { client_id: 'demo', client_secret: 'demo-secret', code: 'x' },
      },
    ];
    for (const call of calls) {
      const res = await demo.request({
        ...call,
        headers: { origin: EVIL, 'content-type': 'application/json' },
      });
      expect(res.status, call.url).toBe(403);
      expect(res.headers['access-control-allow-origin'], call.url).toBeUndefined();
    }
    expect((await demo.status(state, asId)).body.status).toBe('PENDING');
  });

  it("refuses app A's registered origin calling app B's API with 403 origin_not_allowed", async () => {
    const state = await shop.state();
    expectRefused(
      await demo.request({
        method: 'POST',
        url: `${API.intent}/${state}`,
        json: { appId: 'demo', channel: 'EMAIL_LOGIN', email: 'carol@example.com' },
        headers: { origin: SHOP },
      }),
    );
    expectRefused(
      await demo.request({
        method: 'GET',
        url: API.state,
        query: { appId: 'demo' },
        headers: { origin: SHOP },
      }),
    );
    expect(await demo.outbox('carol@example.com')).toEqual([]);
  });

  it("refuses an app's GET calls from an unregistered origin, with no ACAO", async () => {
    expectRefused(
      await demo.request({
        method: 'GET',
        url: API.state,
        query: { appId: 'demo' },
        headers: { origin: EVIL },
      }),
    );
  });

  it("accepts calls from the host's own pages (Origin = the issuer) without CORS headers", async () => {
    const res = await demo.request({
      method: 'GET',
      url: API.state,
      query: { appId: 'demo' },
      headers: { origin: host.services.issuer },
    });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never echoes an unregistered origin, nor a wildcard, on API answers', async () => {
    for (const url of [API.countryList, `${API.state}?appId=demo`, '/no/such/path']) {
      const res = await demo.request({ method: 'GET', url, headers: { origin: EVIL } });
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});
