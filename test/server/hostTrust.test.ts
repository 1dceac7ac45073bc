import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBAUTHN_API } from '../../contract/webauthn';
import { PROVIDER_PRIVACY_PATH } from '../../contract/widget';
import { apiClient } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/** docs/security.md 5, 6 and 8: what the host trusts, and what it lets frame it. */
describe('what the host trusts', () => {
  let host: Host;
  let dev: Host;
  beforeAll(async () => {
    host = await startHost({
      listen: false,
      env: { SESAME_MODE: 'production', SESAME_SECRET: 't'.repeat(40), PUBLIC_URL: 'https://sesame.example' },
    });
    dev = await startHost({ listen: false });
  });
  afterAll(async () => {
    await host?.close();
    await dev?.close();
  });

  it('5. refuses an ID token it signed without exp, and accepts the same token with one', async () => {
    // A real sign-in on the dev host: its token names a live session (`sid`), as passkey calls need.
    const api = apiClient(dev);
    const { state, code } = await api.signIn('exp@example.com');
    const issued = decodeJwt((await api.verifyCode(state, code)).body.token as string);
    const { kid, key } = await dev.services.keys.current();
    const now = Math.floor(Date.now() / 1000);
    const token = (exp: boolean) => {
      const jwt = new SignJWT({ auth_time: now, amr: ['otp'], sid: issued.sid })
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
        .setIssuer(dev.services.issuer)
        .setAudience('demo')
        .setSubject(String(issued.sub))
        .setIssuedAt(now);
      return (exp ? jwt.setExpirationTime(now + 600) : jwt).sign(key);
    };
    const list = async (bearer: string) =>
      dev.app.inject({
        method: 'GET',
        url: WEBAUTHN_API.credentials,
        headers: { authorization: `Bearer ${bearer}` },
      });
    const without = await list(await token(false));
    expect(without.statusCode).toBe(401);
    expect(without.json().error).toBe('signin_required');
    expect((await list(await token(true))).statusCode).toBe(200);
  });

  it('6. takes the page origin from PUBLIC_URL, never from the Host header', async () => {
    const forged = apiClient(host, { headers: { origin: 'http://evil.example', host: 'evil.example' } });
    const res = await forged.request({ method: 'GET', url: '/v2/state', query: { appId: 'demo' } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('origin_not_allowed');
    const own = apiClient(host, { headers: { origin: 'https://sesame.example', host: 'evil.example' } });
    expect((await own.request({ method: 'GET', url: '/v2/state', query: { appId: 'demo' } })).status).toBe(
      200,
    );
  });

  it('6. in dev mode, the listening port under another loopback name is the same origin', async () => {
    const port = new URL(dev.services.issuer).port;
    for (const [origin, status] of [
      [`http://127.0.0.1:${port}`, 200],
      [`http://localhost:${port}`, 200],
      [`http://127.0.0.1:1${port}`, 403],
    ] as const) {
      const api = apiClient(dev, { headers: { origin, host: `127.0.0.1:1${port}` } });
      const res = await api.request({ method: 'GET', url: '/v2/state', query: { appId: 'demo' } });
      expect([origin, res.status]).toEqual([origin, status]);
    }
  });

  it('8. lets no page frame the privacy policy', async () => {
    const res = await host.app.inject({ method: 'GET', url: PROVIDER_PRIVACY_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
