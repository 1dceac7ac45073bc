import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_CODE_TTL_MS } from '../../contract/constants';
import { API } from '../../contract/paths';
import {
  type ApiClient,
  apiClient,
  createApp,
  expectErrorShape,
  type FakeClock,
  fakeClock,
  type Reply,
} from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

const DEMO = { client_id: 'demo', client_secret: 'demo-secret' };

/** docs/architecture.md §5 merchant token; docs/security.md "OAuth / OIDC": single use, a replay revokes. */
describe('merchant code exchange', () => {
  let host: Host;
  let api: ApiClient;
  let clock: FakeClock;
  beforeEach(async () => {
    clock = fakeClock(Date.now());
    host = await startHost({ listen: false, overrides: { clock } });
    api = apiClient(host);
  });
  afterEach(() => host.close());

  function expectError(res: Reply<unknown>, status: number, error: string): void {
    expect(res.status).toBe(status);
    expect(expectErrorShape(res).error).toBe(error);
  }

  it('exchanges a code once for the user and an ES256 ID token for the app', async () => {
    const { state, code } = await api.signIn('alice@example.com');
    const uid: string = (await api.verifyCode(state, code)).body.user.uid;
    const res = await api.merchantToken({ ...DEMO, code });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.user).toMatchObject({ uid, email: 'alice@example.com', emailVerified: true });

    const jwks = createLocalJWKSet((await api.request({ method: 'GET', url: API.jwks })).body as never);
    const { payload, protectedHeader } = await jwtVerify(res.body.idToken, jwks, {
      issuer: host.services.issuer,
      audience: 'demo',
      algorithms: ['ES256'],
      currentDate: new Date(clock.t),
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe(uid);
  });

  it('a second exchange fails with invalid_grant and revokes the code: verify code fails afterwards', async () => {
    const { state, code } = await api.signIn('alice@example.com');
    expect((await api.merchantToken({ ...DEMO, code })).status).toBe(200);
    // The widget still reads its sign-in after the merchant's exchange...
    expect((await api.verifyCode(state, code)).status).toBe(200);
    // ...until the code is replayed.
    expectError(await api.merchantToken({ ...DEMO, code }), 400, 'invalid_grant');
    expectError(await api.verifyCode(state, code), 400, 'code_invalid');
    expectError(await api.verifyCode(state, code, 'v3'), 400, 'code_invalid');
    expectError(await api.redirectUri(state, code), 400, 'code_invalid');
    expectError(await api.merchantToken({ ...DEMO, code }), 400, 'invalid_grant');
  });

  it('two exchanges at once: exactly one wins', async () => {
    const { code } = await api.signIn('alice@example.com');
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.merchantToken({ ...DEMO, code })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200)) expectError(lost, 400, 'invalid_grant');
  });

  it('a wrong client secret answers 401 invalid_client and leaves the code usable', async () => {
    const { code } = await api.signIn('alice@example.com');
    expectError(
      await api.merchantToken({ ...DEMO, client_secret: 'demo-secreT', code }),
      401,
      'invalid_client',
    );
    expectError(
      await api.merchantToken({ client_id: 'nobody', client_secret: 'demo-secret', code }),
      401,
      'invalid_client',
    );
    expect((await api.merchantToken({ ...DEMO, code })).status).toBe(200);
  });

  it("another app's credentials cannot redeem the code, and do not burn it", async () => {
    await createApp(host, 'shop', { origins: ['https://shop.example'] });
    const { code } = await api.signIn('alice@example.com');
    expectError(
      await api.merchantToken({ client_id: 'shop', client_secret: 'shop-secret', code }),
      400,
      'invalid_grant',
    );
    expect((await api.merchantToken({ ...DEMO, code })).status).toBe(200);
  });

  it('a code of another app fails here, and its ID token names only its own app', async () => {
    await createApp(host, 'shop', { origins: ['https://shop.example'] });
    const shop = apiClient(host, { appId: 'shop' });
    const { code } = await shop.signIn('alice@example.com');
    expectError(await api.merchantToken({ ...DEMO, code }), 400, 'invalid_grant');
    const res = await shop.merchantToken({ client_id: 'shop', client_secret: 'shop-secret', code });
    expect(res.status).toBe(200);
    const jwks = createLocalJWKSet((await api.request({ method: 'GET', url: API.jwks })).body as never);
    await expect(
      jwtVerify(res.body.idToken, jwks, { audience: 'demo', currentDate: new Date(clock.t) }),
    ).rejects.toThrow(/aud/);
  });

  it('a code expires after 10 minutes', async () => {
    const { code } = await api.signIn('alice@example.com');
    clock.advance(AUTH_CODE_TTL_MS);
    expectError(await api.merchantToken({ ...DEMO, code }), 400, 'invalid_grant');
  });

  it("takes an OAuth client's form: grant_type=authorization_code and a registered redirect_uri", async () => {
    const { state, code } = await api.signIn('oauth@example.com');
    const uid: string = (await api.verifyCode(state, code)).body.user.uid;
    const demo = (await host.services.apps.get('demo'))!;
    const res = await api.request({
      method: 'POST',
      url: API.merchantToken,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...DEMO,
        code,
        grant_type: 'authorization_code',
        redirect_uri: demo.redirectUris.at(-1)!,
      }).toString(),
    });
    expect(res.status).toBe(200);
    expect(res.body.user.uid).toBe(uid);
    expect(res.body.idToken).toMatch(/^ey/);
    // The login URI is a registered redirect too (docs/apps-cli.md).
    const again = await api.signIn('oauth-login@example.com');
    const login = await api.merchantToken({ ...DEMO, code: again.code, redirect_uri: demo.loginUri! });
    expect(login.status).toBe(200);
  });

  it('refuses a redirect_uri the app did not register, and leaves the code usable', async () => {
    const { code } = await api.signIn('oauth@example.com');
    const demo = (await host.services.apps.get('demo'))!;
    for (const redirect_uri of [
      'https://evil.example/callback',
      `${demo.redirectUris[0]}/`,
      demo.redirectUris[0]!.toUpperCase(),
    ]) {
      const res = await api.merchantToken({ ...DEMO, code, redirect_uri });
      expectError(res, 400, 'invalid_grant');
      expect(expectErrorShape(res).details).toEqual({ redirect_uri: 'This redirect URI is not registered.' });
    }
    // A wrong secret is told so first: the registered URIs are only the app's to learn.
    expectError(
      await api.merchantToken({
        ...DEMO,
        client_secret: 'wrong',
        code,
        redirect_uri: 'https://evil.example/',
      }),
      401,
      'invalid_client',
    );
    expectError(
      await api.merchantToken({
        client_id: 'nobody',
        client_secret: 'x',
        code,
        redirect_uri: 'https://e.example/',
      }),
      401,
      'invalid_client',
    );
    expect((await api.merchantToken({ ...DEMO, code, redirect_uri: demo.redirectUris[0]! })).status).toBe(
      200,
    );
  });

  it('an unknown code answers invalid_grant', async () => {
    expectError(await api.merchantToken({ ...DEMO, code: 'not-a-code' }), 400, 'invalid_grant');
  });
});
