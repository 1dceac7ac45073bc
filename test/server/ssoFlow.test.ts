import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SSO_PATHS } from '../../contract/sso';
import { signingKey, unsignedJwt } from './ssoFakes';
import { CLIENT, type SsoHost, startSsoHost } from './ssoHost';

/**
 * The whole SSO flow through the host (intent → start → provider → callback → status), with a
 * generic OpenID Connect provider on 127.0.0.1 standing in for GitLab: every check of
 * docs/security.md "OAuth / OIDC" that a provider's answer or a browser can get wrong.
 */
describe('SSO sign-in through the host', () => {
  let s: SsoHost;
  beforeAll(async () => {
    s = await startSsoHost();
  });
  afterAll(() => s?.close());
  beforeEach(() => {
    s.idp.requests.length = 0;
  });

  const stateOf = (authorization: string) => new URL(authorization).searchParams.get('state')!;
  const nonceOf = (authorization: string) => new URL(authorization).searchParams.get('nonce');
  const nowS = () => Math.floor(s.clock.now() / 1000);

  it('asks the provider for a code with PKCE S256, state and nonce, to the exact registered callback', async () => {
    const { authorization, cookie } = await s.begin();
    const url = new URL(authorization);
    expect(`${url.origin}${url.pathname}`).toBe(`${s.idp.url}/authorize`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(CLIENT.clientId);
    expect(q.get('redirect_uri')).toBe(`${s.host.services.issuer}/v1/sso/callback/gitlab`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatch(/^sesame_sso=[A-Za-z0-9_-]{43}$/);
  });

  it('signs in: the transaction succeeds, the code verifies, and the account is keyed by issuer and subject', async () => {
    const { begun, res, status } = await s.signInWith({
      claims: { sub: 'ada-1', email: 'ada.sso@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>You&#39;re signed in</h1>');
    expect(status.status).toBe('SUCCESS');
    // The popup runs in this browser: not a sign-in approved on another device.
    expect(status.isCrossDevice).toBe(false);
    const verified = await s.api.verifyCode(begun.state, status.code);
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({
      email: 'ada.sso@example.com',
      emailVerified: true,
      name: 'Ada',
    });
    const account = await s.host.services.ssoAccounts.get('demo', s.idp.url, 'ada-1');
    expect(account?.user_id).toBe(verified.body.user.uid);
    // One token request, with the verifier of the challenge (the fake checks S256) and Basic auth.
    expect(s.idp.tokenRequests()).toHaveLength(1);
  });

  it('refuses a callback whose state it never issued, without asking the provider', async () => {
    const b = await s.begin();
    const code = await s.idp.authorize(b.authorization);
    const res = await s.callback(b.cookie, { code, state: 'forged-state' });
    expect(res.status).toBe(400);
    expect(s.idp.tokenRequests()).toHaveLength(0);
    expect((await s.api.status(b.state, b.asId)).body.status).toBe('PENDING');
  });

  it('refuses a callback in a browser that did not start the flow (no cookie, another cookie)', async () => {
    const b = await s.begin();
    const code = await s.idp.authorize(b.authorization);
    const state = stateOf(b.authorization);
    expect((await s.callback(undefined, { code, state })).status).toBe(400);
    expect((await s.callback(`sesame_sso=${'A'.repeat(43)}`, { code, state })).status).toBe(400);
    expect(s.idp.tokenRequests()).toHaveLength(0);
    // The browser that started it can still finish.
    expect((await s.callback(b.cookie, { code, state })).status).toBe(200);
  });

  it('fails on a nonce that is not the one sent', async () => {
    const { res, status } = await s.signInWith({ claims: { nonce: 'another-nonce' } });
    expect(res.status).toBe(400);
    expect(status.status).toBe('FAILED');
  });

  it('fails on a wrong issuer', async () => {
    const { res, status } = await s.signInWith({ claims: { iss: 'https://evil.example' } });
    expect(res.status).toBe(400);
    expect(status.status).toBe('FAILED');
  });

  it('fails on a wrong audience', async () => {
    const { res, status } = await s.signInWith({ claims: { aud: 'another-client' } });
    expect(res.status).toBe(400);
    expect(status.status).toBe('FAILED');
  });

  it('fails on an unsigned ID token (alg: none)', async () => {
    const b = await s.begin();
    const raw = unsignedJwt({
      iss: s.idp.url,
      sub: 'x',
      aud: CLIENT.clientId,
      iat: nowS(),
      exp: nowS() + 300,
      nonce: nonceOf(b.authorization),
    });
    const { res, status } = await s.signInWith({ raw }, b);
    expect(res.status).toBe(400);
    expect(status.status).toBe('FAILED');
  });

  it('fails on an ID token signed by a key not in the provider JWKS', async () => {
    const stranger = await signingKey('RS256', 'RS256-key');
    const b = await s.begin();
    const raw = await stranger.sign({
      iss: s.idp.url,
      sub: 'x',
      aud: CLIENT.clientId,
      iat: nowS(),
      exp: nowS() + 300,
      nonce: nonceOf(b.authorization),
    });
    const { res, status } = await s.signInWith({ raw }, b);
    expect(res.status).toBe(400);
    expect(status.status).toBe('FAILED');
  });

  it('fails on an expired ID token', async () => {
    const { res, status } = await s.signInWith({ claims: { iat: nowS() - 3600, exp: nowS() - 120 } });
    expect(res.status).toBe(400);
    expect(status.status).toBe('FAILED');
  });

  it('answers a replayed callback (the same code again) with a failure, without a second exchange', async () => {
    const { begun, code, providerState, status } = await s.signInWith();
    expect(status.status).toBe('SUCCESS');
    const replay = await s.callback(begun.cookie, { code, state: providerState });
    expect(replay.status).toBe(400);
    expect(s.idp.tokenRequests()).toHaveLength(1);
    expect((await s.api.status(begun.state, begun.asId)).body.code).toBe(status.code);
  });

  it('takes a posted answer (form_post, as Apple sends it) from the provider site, cross-site', async () => {
    const b = await s.begin();
    const code = await s.idp.authorize(b.authorization);
    const res = await s.api.request({
      method: 'POST',
      url: `${SSO_PATHS.callback}/gitlab`,
      payload: new URLSearchParams({
        code,
        state: stateOf(b.authorization),
        user: '{"name":{"firstName":"Ada"}}',
      }).toString(),
      headers: {
        cookie: b.cookie,
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://appleid.apple.com',
      },
    });
    expect(res.status, res.text).toBe(200);
    expect((await s.api.status(b.state, b.asId)).body.status).toBe('SUCCESS');
  });

  it('fails the sign-in when the person cancels at the provider', async () => {
    const b = await s.begin({ origin: s.host.services.issuer });
    const res = await s.callback(b.cookie, { error: 'access_denied', state: stateOf(b.authorization) });
    expect(res.status).toBe(400);
    expect(res.text).toContain('"error":"sso_cancelled"');
    expect((await s.api.status(b.state, b.asId)).body.status).toBe('FAILED');
  });

  it('lets the start URL be followed once, and only within 10 minutes', async () => {
    const state = await s.api.state();
    const intent = await s.api.intent(state, { channel: 'GITLAB_SSO' });
    const path = new URL(intent.body.intent).pathname;
    expect((await s.api.request({ method: 'GET', url: path })).status).toBe(302);
    expect((await s.api.request({ method: 'GET', url: path })).status).toBe(404);
    const late = await s.api.intent(state, { channel: 'GITLAB_SSO' });
    s.clock.advance(10 * 60_000 + 1);
    const latePath = new URL(late.body.intent).pathname;
    expect((await s.api.request({ method: 'GET', url: latePath })).status).toBe(404);
  });

  it('fails a callback that comes after the flow expired', async () => {
    const b = await s.begin();
    const code = await s.idp.authorize(b.authorization);
    s.clock.advance(10 * 60_000 + 1);
    const res = await s.callback(b.cookie, { code, state: stateOf(b.authorization) });
    expect(res.status).toBe(400);
    expect(s.idp.tokenRequests()).toHaveLength(0);
  });
});
