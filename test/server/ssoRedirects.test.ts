import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RETURN_PAGE_MAX_LENGTH } from '../../contract/constants';
import { loginUriOf, type SsoHost, startSsoHost } from './ssoHost';

/**
 * Where the browser goes after the provider: the opener of a popup, by message to its exact
 * origin, or the app's registered URI in redirect mode. docs/security.md "OAuth / OIDC": no open
 * redirect, on any redirect parameter of the flow.
 */
describe('SSO results and redirects', () => {
  let s: SsoHost;
  beforeAll(async () => {
    s = await startSsoHost();
  });
  afterAll(() => s?.close());
  beforeEach(() => {
    s.idp.requests.length = 0;
  });

  it('popup: tells the page that opened it, at its exact origin and never "*"', async () => {
    const b = await s.begin({ origin: s.host.services.issuer });
    const { res } = await s.signInWith({}, b);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`const target = ${JSON.stringify(s.host.services.issuer)}`);
    expect(res.text).toContain(`"type":"SESAME_SSO_RESULT","asId":"${b.asId}","status":"SUCCESS"`);
    expect(res.text).not.toContain("'*'");
    expect(res.text).not.toContain('"*"');
    const nonce = /script-src 'nonce-([^']+)'/.exec(res.headers['content-security-policy']!)?.[1];
    expect(res.text).toContain(`<script nonce="${nonce}">`);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('redirect mode: goes back to the app login URI with the code, which the merchant exchanges once', async () => {
    const b = await s.begin({ mode: 'redirect' });
    const { res } = await s.signInWith({}, b);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.location!);
    expect(`${location.origin}${location.pathname}`).toBe(loginUriOf(s.host));
    const code = location.searchParams.get('code')!;
    const exchange = await s.api.merchantToken({ client_id: 'demo', client_secret: 'demo-secret', code });
    expect(exchange.status).toBe(200);
    expect(exchange.body.user.email).toBe('ada@example.com');
    const again = await s.api.merchantToken({ client_id: 'demo', client_secret: 'demo-secret', code });
    expect(again.status).toBe(400);
  });

  it('redirect mode: names the sign-in (asid) beside the code, so the widget there can finish it', async () => {
    const b = await s.begin({ mode: 'redirect' });
    const { res } = await s.signInWith({}, b);
    const location = new URL(res.headers.location!);
    expect(location.searchParams.get('asid')).toBe(b.asId);
    expect(location.searchParams.get('code')).toMatch(/\S/);
  });

  it('redirect mode: comes back to the page of the registered origin the sign-in began on', async () => {
    const origin = s.host.services.issuer;
    const page = `${origin}/demo/cart.html?step=2&code=old&asid=old&error=old#summary`;
    const b = await s.begin({ mode: 'redirect', origin, body: { returnPage: page } });
    const { res } = await s.signInWith({}, b);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.location!);
    expect(`${location.origin}${location.pathname}`).toBe(`${origin}/demo/cart.html`);
    expect(location.searchParams.get('step')).toBe('2');
    expect(location.searchParams.getAll('asid')).toEqual([b.asId]);
    expect(location.searchParams.getAll('code')).toHaveLength(1);
    expect(location.searchParams.get('code')).not.toBe('old');
    expect(location.searchParams.has('error')).toBe(false);
    expect(location.hash).toBe('');
  });

  it('redirect mode: a start page not on the origin that called goes to the login URI instead', async () => {
    const origin = s.host.services.issuer;
    for (const [caller, page] of [
      [origin, 'https://evil.example/demo/'],
      [origin, `${origin.replace('http://', 'http://user:pw@')}/demo/`],
      [undefined, `${origin}/demo/cart.html`],
      [origin, 'not a url'],
    ] as const) {
      const b = await s.begin({
        mode: 'redirect',
        ...(caller ? { origin: caller } : {}),
        body: { returnPage: page },
      });
      const { res } = await s.signInWith({}, b);
      const location = new URL(res.headers.location!);
      expect(`${location.origin}${location.pathname}`, page).toBe(loginUriOf(s.host));
    }
  });

  it('answers a start page address longer than the widget ever sends with a 400 in the error shape', async () => {
    const origin = s.host.services.issuer;
    const res = await s.api.request({
      method: 'POST',
      url: `/v2/lp/user/transaction/intent/${await s.api.state()}`,
      json: {
        appId: 'demo',
        channel: 'GITLAB_SSO',
        returnPage: `${origin}/${'x'.repeat(RETURN_PAGE_MAX_LENGTH)}`,
      },
      headers: { origin },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      error: expect.any(String),
      message: expect.any(String),
    });
  });

  it('redirect mode: a redirectURI the page asked for, registered, still wins over the start page', async () => {
    const origin = s.host.services.issuer;
    const b = await s.begin({
      mode: 'redirect',
      origin,
      body: { returnPage: `${origin}/demo/cart.html`, redirectURI: loginUriOf(s.host) },
    });
    const { res } = await s.signInWith({}, b);
    const location = new URL(res.headers.location!);
    expect(`${location.origin}${location.pathname}`).toBe(loginUriOf(s.host));
  });

  it('redirect mode: a sign-in refused at the provider comes back with the error and the asid', async () => {
    const b = await s.begin({ mode: 'redirect' });
    const state = new URL(b.authorization).searchParams.get('state')!;
    const res = await s.callback(b.cookie, { error: 'access_denied', state });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.location!);
    expect(`${location.origin}${location.pathname}`).toBe(loginUriOf(s.host));
    expect(location.searchParams.get('error')).toBe('sso_cancelled');
    expect(location.searchParams.get('asid')).toBe(b.asId);
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('redirect mode: a provider error other than the visitor declining comes back as the provider failing', async () => {
    const b = await s.begin({ mode: 'redirect' });
    const state = new URL(b.authorization).searchParams.get('state')!;
    const res = await s.callback(b.cookie, { error: 'temporarily_unavailable', state });
    expect(new URL(res.headers.location!).searchParams.get('error')).toBe('sso_failed');
  });

  const attempts = () => {
    const login = loginUriOf(s.host);
    return [
      'https://evil.example/demo/',
      `${login}evil`,
      login.replace(/\/$/, ''),
      login.toUpperCase(),
      `${login}?next=https://evil.example`,
      `${login}#x`,
      '//evil.example/',
    ];
  };

  it('refuses every unregistered redirectURI and loginUri at the intent, character for character', async () => {
    for (const field of ['redirectURI', 'loginUri']) {
      for (const uri of attempts()) {
        const res = await s.api.intent(await s.api.state(), { channel: 'GITLAB_SSO', [field]: uri });
        expect(res.status, `${field}=${uri}`).toBe(400);
        expect(res.body.error).toBe('invalid_request');
      }
    }
  });

  it('refuses redirect_uri, login_uri and native_login_uri wherever they are offered', async () => {
    for (const name of ['redirect_uri', 'login_uri', 'native_login_uri']) {
      const state = await s.api.state();
      const intent = await s.api.intent(state, { channel: 'GITLAB_SSO', [name]: 'https://evil.example/' });
      expect(intent.status, `intent ${name}`).toBe(400);
      const ok = await s.api.intent(state, { channel: 'GITLAB_SSO' });
      const start = await s.api.request({
        method: 'GET',
        url: new URL(ok.body.intent).pathname,
        query: { mode: 'redirect', [name]: 'https://evil.example/' },
      });
      expect(start.status, `start ${name}`).toBe(400);
      expect(start.headers.location).toBeUndefined();
    }
  });

  it('ignores redirect parameters added to the callback: it goes only where the sign-in began', async () => {
    const b = await s.begin({ mode: 'redirect' });
    const code = await s.idp.authorize(b.authorization);
    const res = await s.callback(b.cookie, {
      code,
      state: new URL(b.authorization).searchParams.get('state')!,
      redirect_uri: 'https://evil.example/',
      login_uri: 'https://evil.example/',
      native_login_uri: 'evil://x',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location!.startsWith(`${loginUriOf(s.host)}?code=`)).toBe(true);
  });

  it('accepts a registered redirect URI exactly as registered', async () => {
    const b = await s.begin({ mode: 'redirect', body: { redirectURI: loginUriOf(s.host) } });
    const { res } = await s.signInWith({}, b);
    expect(res.headers.location!.startsWith(`${loginUriOf(s.host)}?code=`)).toBe(true);
  });
});
