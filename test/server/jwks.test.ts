import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import { type ApiClient, apiClient, type FakeClock, fakeClock } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/** docs/security.md "Sessions and tokens": ID tokens ES256, keys in a JWKS with `kid`, rotation without downtime. */
describe('JWKS', () => {
  let host: Host;
  let api: ApiClient;
  let clock: FakeClock;
  beforeEach(async () => {
    clock = fakeClock(Date.now());
    host = await startHost({ overrides: { clock } });
    api = apiClient(host, { transport: 'fetch' });
  });
  afterEach(() => host.close());

  const verify = (token: string) =>
    jwtVerify(token, createRemoteJWKSet(new URL(API.jwks, host.url)), {
      issuer: host.services.issuer,
      audience: 'demo',
      algorithms: ['ES256'],
    });

  it('publishes P-256 public keys with kid, alg ES256 and use sig, and no private part', async () => {
    const res = await api.request({ method: 'GET', url: API.jwks });
    expect(res.status).toBe(200);
    const { keys } = res.body as { keys: Record<string, string>[] };
    expect(keys.length).toBeGreaterThanOrEqual(1);
    for (const key of keys) {
      expect(key).toMatchObject({
        kty: 'EC',
        crv: 'P-256',
        alg: 'ES256',
        use: 'sig',
        kid: expect.any(String),
      });
      expect(key).not.toHaveProperty('d');
    }
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
  });

  it('signs ID tokens with a published key: header kid is in the JWKS, claims name the host, app and user', async () => {
    const { state, code } = await api.signIn('alice@example.com');
    const { token, user } = (await api.verifyCode(state, code)).body;
    const { kid } = decodeProtectedHeader(token);
    const { keys } = (await api.request({ method: 'GET', url: API.jwks })).body as {
      keys: { kid: string }[];
    };
    expect(keys.map((k) => k.kid)).toContain(kid);
    const { payload } = await verify(token);
    expect(payload).toMatchObject({ iss: host.services.issuer, aud: 'demo', sub: user.uid });
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('rejects a token whose signature was tampered with', async () => {
    const { state, code } = await api.signIn('alice@example.com');
    const { token } = (await api.verifyCode(state, code)).body as { token: string };
    const [header, payload] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.sub = 'usr_someone_else';
    await expect(
      verify(`${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${token.split('.')[2]}`),
    ).rejects.toThrow();
  });

  it('after a key rotation, tokens signed with the old key still verify and new tokens use the new key', async () => {
    const { state, code } = await api.signIn('alice@example.com');
    const old = (await api.verifyCode(state, code)).body.token as string;
    const { kid: newKid, signsFrom } = await host.services.keys.rotate();
    clock.advance(signsFrom - clock.now());
    await host.services.keys.load();
    const again = await api.signIn('bob@example.com');
    const fresh = (await api.verifyCode(again.state, again.code)).body.token as string;
    expect(decodeProtectedHeader(fresh).kid).toBe(newKid);
    expect(decodeProtectedHeader(old).kid).not.toBe(newKid);
    await expect(verify(old)).resolves.toBeTruthy();
    await expect(verify(fresh)).resolves.toBeTruthy();
  });
});
