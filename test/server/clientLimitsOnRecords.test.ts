import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { OIDC_PATHS } from '../../contract/oidc';
import { API } from '../../contract/paths';
import { expectErrorShape, fakeClock, type Reply } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/**
 * docs/security.md "Per-client limits": the routes that create rows are limited per client
 * address (and per browser state where the path names one): the device-key binding, the QR
 * number check, and the OpenID Connect provider's authorization and token endpoints, whatever
 * spelling of their path a client sends. The provider's other endpoints are not limited.
 */
describe('per-client limits on the routes that create records', () => {
  const hosts: Host[] = [];
  afterEach(async () => {
    for (const host of hosts.splice(0)) await host.close();
  });
  async function host(): Promise<Host> {
    const started = await startHost({
      listen: false,
      overrides: { clock: fakeClock() },
      env: { CLIENT_LIMITS_FACTOR: '1' },
    });
    hosts.push(started);
    return started;
  }
  async function call(h: Host, request: InjectOptions): Promise<Reply<never>> {
    const res = await h.app.inject({ remoteAddress: '10.4.4.4', ...request });
    const text = res.body;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: res.statusCode, headers: res.headers, body, text } as Reply<never>;
  }
  function expectLimited(res: Reply<never>): void {
    expect(res.status).toBe(429);
    expect(expectErrorShape(res).error).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  }
  async function newState(h: Host, ip: string): Promise<string> {
    const res = await call(h, { method: 'GET', url: `${API.state}?appId=demo`, remoteAddress: ip });
    return (res.body as { state: string }).state;
  }
  const publicKey = {
    kty: 'EC',
    crv: 'P-256',
    x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
    y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
  };

  it('binds a device key at most 10 times a minute per state', async () => {
    const h = await host();
    const state = await newState(h, '10.1.1.1');
    const bind = () =>
      call(h, {
        method: 'POST',
        url: `${API.deviceKey}/${state}`,
        headers: { origin: h.services.issuer },
        payload: { appId: 'demo', publicKey },
      });
    for (let i = 0; i < 10; i++) expect((await bind()).status).toBe(200);
    expectLimited(await bind());
  });

  it('checks QR numbers at most 30 times a minute per state', async () => {
    const h = await host();
    const state = await newState(h, '10.1.1.2');
    const check = () =>
      call(h, {
        method: 'POST',
        url: `${API.qrMatch}/${state}`,
        headers: { origin: h.services.issuer },
        payload: { appId: 'demo', qrRefId: 'A'.repeat(22), matchCode: '42' },
      });
    for (let i = 0; i < 30; i++) expect((await check()).status).not.toBe(429);
    expectLimited(await check());
  });

  it('limits OpenID Connect authorization requests per address, however the path is spelled', async () => {
    const h = await host();
    const auth = (path: string, method: 'GET' | 'HEAD' = 'GET', remoteAddress = '10.2.2.2') =>
      call(h, { method, url: `${path}?client_id=demo&response_type=code`, remoteAddress });
    // The provider's router ignores case and a trailing slash.
    const spellings = [OIDC_PATHS.authorization, `${OIDC_PATHS.authorization}/`, '/oidc/AUTH'];
    for (let i = 0; i < 27; i++) expect((await auth(spellings[i % spellings.length]!)).status).toBe(400);
    const posted = await call(h, {
      method: 'POST',
      url: OIDC_PATHS.authorization,
      remoteAddress: '10.2.2.2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'client_id=demo&response_type=code',
    });
    expect(posted.status).not.toBe(429);
    expect((await auth(OIDC_PATHS.authorization, 'HEAD')).status).toBe(400);
    expect((await auth(OIDC_PATHS.authorization, 'HEAD')).status).toBe(400);
    expectLimited(await auth(OIDC_PATHS.authorization));
    const head = await auth(OIDC_PATHS.authorization, 'HEAD');
    expect(head.status).toBe(429);
    expect(Number(head.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await auth(OIDC_PATHS.authorization, 'GET', '10.2.2.3')).status).not.toBe(429);
    // The provider's reads are not limited.
    for (let i = 0; i < 40; i++)
      expect((await call(h, { method: 'GET', url: OIDC_PATHS.userinfo })).status).not.toBe(429);
  });

  it('counts a HEAD as its GET', async () => {
    const h = await host();
    const get = (method: 'GET' | 'HEAD') =>
      call(h, { method, url: `${API.state}?appId=demo`, remoteAddress: '10.5.5.5' });
    for (let i = 0; i < 30; i++) {
      expect((await get('GET')).status).toBe(200);
      expect((await get('HEAD')).status).toBe(200);
    }
    expect((await get('HEAD')).status).toBe(429);
    expectLimited(await get('GET'));
  });

  it('limits the OpenID Connect token endpoint to 600 a minute per address', async () => {
    const h = await host();
    const token = () =>
      call(h, {
        method: 'POST',
        url: OIDC_PATHS.token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=authorization_code&code=nope&client_id=demo',
      });
    for (let i = 0; i < 600; i++) expect((await token()).status).not.toBe(429);
    expectLimited(await token());
  });
});
