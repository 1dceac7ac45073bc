import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import { type ApiClient, apiClient, type FakeClock, fakeClock, type RawRequest } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/** spec §8: a failed request carries the X-Request-Id header value; every answer has one. */
describe('X-Request-Id', () => {
  let host: Host;
  let api: ApiClient;
  let clock: FakeClock;
  let state: string;
  beforeAll(async () => {
    clock = fakeClock();
    host = await startHost({ listen: false, overrides: { clock } });
    api = apiClient(host);
    state = await api.state();
  });
  afterAll(() => host.close());

  function requests(): Record<string, RawRequest> {
    const intent = `${API.intent}/${state}`;
    return {
      'a success': { method: 'GET', url: API.state, query: { appId: 'demo' } },
      'the country list': { method: 'GET', url: API.countryList },
      'the JWKS': { method: 'GET', url: API.jwks },
      'a HEAD': { method: 'HEAD', url: API.countryList },
      'a validation error': { method: 'GET', url: API.state, query: { appId: 'demo', nope: '1' } },
      'an unknown app': { method: 'GET', url: API.state, query: { appId: 'nobody' } },
      'an invalid state': {
        method: 'GET',
        url: `${API.statusV3}/forged`,
        query: { appId: 'demo', asId: 'x' },
      },
      'an unknown path': { method: 'GET', url: '/no/such/path' },
      'an unknown method': { method: 'DELETE', url: API.state },
      'broken JSON': {
        method: 'POST',
        url: intent,
        payload: '{"appId":',
        headers: { 'content-type': 'application/json' },
      },
      'a body over 16 KB': {
        method: 'POST',
        url: intent,
        json: { appId: 'demo', channel: 'OTP', clientMetaData: 'x'.repeat(17_000) },
      },
      'a wrong content type': {
        method: 'POST',
        url: intent,
        payload: '<x/>',
        headers: { 'content-type': 'application/xml' },
      },
      'a bad URL escape': { method: 'GET', url: '/v3/lp/user/transaction/status/%ZZ' },
      'a refused preflight': {
        method: 'OPTIONS',
        url: intent,
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      },
      'a refused cross-site POST': {
        method: 'POST',
        url: intent,
        json: {},
        headers: { origin: 'https://evil.example' },
      },
      'an HTML link page': { method: 'GET', url: '/l/AAAAAAAAAAAAAAAAAAAAAA' },
      'the dev outbox': { method: 'GET', url: '/dev/outbox' },
    };
  }

  it('is on every answer, success or error, and an error body repeats it', async () => {
    const seen = new Set<string>();
    for (const [name, req] of Object.entries(requests())) {
      const res = await api.request(req);
      const id = res.headers['x-request-id'];
      expect(id, name).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
      expect(seen.has(id!), `${name}: ids are unique`).toBe(false);
      seen.add(id!);
      if (res.status >= 400 && res.body)
        expect((res.body as { requestId?: string }).requestId, name).toBe(id);
    }
  });

  it('is on a 429 too', async () => {
    await api.intent(state, { channel: 'OTP', email: 'alice@example.com' });
    const res = await api.intent(state, { channel: 'OTP', email: 'alice@example.com' });
    expect(res.status).toBe(429);
    expect(res.headers['x-request-id']).toBe(res.body.requestId);
  });

  it('echoes a valid incoming X-Request-Id, on success and on errors', async () => {
    for (const [name, req] of Object.entries(requests())) {
      const incoming = `trace-${name.replace(/\W+/g, '-')}`.slice(0, 64);
      const res = await api.request({ ...req, headers: { ...req.headers, 'x-request-id': incoming } });
      expect(res.headers['x-request-id'], name).toBe(incoming);
      if (res.status >= 400 && res.body)
        expect((res.body as { requestId?: string }).requestId, name).toBe(incoming);
    }
  });

  it('replaces an invalid incoming X-Request-Id with its own', async () => {
    for (const incoming of [
      'short',
      'x'.repeat(65),
      'has spaces in it',
      'semi;colon=1',
      '<script>alert(1)</script>',
      'ünïcödé-id',
    ]) {
      const res = await api.request({
        method: 'GET',
        url: '/no/such/path',
        headers: { 'x-request-id': incoming },
      });
      const id = res.headers['x-request-id'];
      expect(id, incoming).not.toBe(incoming);
      expect(id, incoming).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.requestId).toBe(id);
    }
  });
});
