import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_CODE_TTL_MS } from '../../contract/constants';
import { type ApiClient, apiClient, expectErrorShape, type FakeClock, fakeClock } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/** spec §7 getRedirectUri; docs/security.md "OAuth / OIDC": redirect URIs match exactly, no open redirect. */
describe('redirect URI', () => {
  let host: Host;
  let api: ApiClient;
  let clock: FakeClock;
  let loginUri: string;
  let state: string;
  let code: string;
  beforeEach(async () => {
    clock = fakeClock();
    host = await startHost({ listen: false, overrides: { clock } });
    api = apiClient(host);
    loginUri = `${host.services.issuer}/demo/`;
    ({ state, code } = await api.signIn('alice@example.com'));
  });
  afterEach(() => host.close());

  it("answers the app's login URI with the code", async () => {
    for (const version of ['v1', 'v2']) {
      const res = await api.request({
        method: 'GET',
        url: `/${version}/user/transaction/getRedirectUri/${state}`,
        query: { appId: 'demo', code },
      });
      expect(res.status).toBe(200);
      expect(res.body.redirectUri).toBe(`${loginUri}?code=${code}`);
    }
  });

  it('accepts a redirectURI equal to the registered one', async () => {
    const res = await api.redirectUri(state, code, loginUri);
    expect(res.status).toBe(200);
    expect(res.body.redirectUri).toBe(`${loginUri}?code=${code}`);
  });

  it('ignores loginUri and other default parameters: they never pick the target', async () => {
    const res = await api.request({
      method: 'GET',
      url: `/v1/user/transaction/getRedirectUri/${state}`,
      query: { appId: 'demo', code, loginUri: 'https://evil.example/', origin: 'https://evil.example' },
    });
    expect(res.body.redirectUri).toBe(`${loginUri}?code=${code}`);
  });

  it('refuses with 400 any redirectURI not registered exactly: slash, case, query, prefix, other hosts', async () => {
    const variants: Record<string, string> = {
      'without its trailing slash': loginUri.slice(0, -1),
      'with an extra trailing slash': `${loginUri}/`,
      'with different case in the path': loginUri.replace('/demo/', '/DEMO/'),
      'with different case in the host': loginUri.replace('localhost', 'LOCALHOST'),
      'with an extra query': `${loginUri}?next=https://evil.example`,
      'with a fragment': `${loginUri}#x`,
      'as a prefix of a longer path': `${loginUri}evil`,
      'with a dot segment': `${loginUri}../evil/`,
      'on another scheme': loginUri.replace('http:', 'https:'),
      'with user info pointing elsewhere': loginUri.replace('://', '://evil.example@'),
      'on another host': 'https://evil.example/demo/',
      'protocol-relative': '//evil.example/demo/',
      'javascript:': 'javascript:alert(1)',
    };
    for (const [name, uri] of Object.entries(variants)) {
      const res = await api.redirectUri(state, code, uri);
      expect(res.status, name).toBe(400);
      const body = expectErrorShape(res);
      expect(body.error, name).toBe('invalid_request');
      expect(body.details, name).toHaveProperty('redirectURI');
      expect(res.text, name).not.toContain('evil.example/');
    }
    // The code itself is untouched by the refusals.
    expect((await api.redirectUri(state, code)).status).toBe(200);
  });

  it("refuses the code in another browser's state", async () => {
    const res = await api.redirectUri(await api.state(), code);
    expect(res.status).toBe(400);
    expect(expectErrorShape(res).error).toBe('code_invalid');
  });

  it('refuses an expired code', async () => {
    clock.advance(AUTH_CODE_TTL_MS);
    expect((await api.redirectUri(state, code)).status).toBe(400);
  });
});
