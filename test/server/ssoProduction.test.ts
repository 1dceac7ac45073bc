import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';
import { type FakeIssuer, startFakeIssuer } from './ssoFakeIssuer';
import { CLIENT } from './ssoHost';

/** Outside dev mode: no stand-in provider, no private addresses, `__Host-` cookies. */
describe('SSO in production mode', () => {
  let host: Host;
  let idp: FakeIssuer;
  const api = () => apiClient(host, { headers: { origin: 'https://sesame.example' } });

  beforeAll(async () => {
    host = await startHost({
      listen: false,
      env: { SESAME_MODE: 'production', SESAME_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://sesame.example' },
    });
    idp = await startFakeIssuer({ ...CLIENT, now: () => Date.now() });
  });
  afterAll(async () => {
    await idp?.close();
    await host?.close();
  });

  it('a provider without credentials is not available (no stand-in outside dev mode)', async () => {
    const res = await api().intent(await api().state(), { channel: 'GMAIL' });
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('channel_not_configured');
  });

  it('refuses to fetch a provider on a loopback address', async () => {
    await host.services.ssoCredentials.put('demo', {
      channel: 'GITLAB_SSO',
      ...CLIENT,
      issuer: idp.url,
    });
    const intent = await api().intent(await api().state(), { channel: 'GITLAB_SSO' });
    expect(intent.status).toBe(200);
    const start = await api().request({ method: 'GET', url: new URL(intent.body.intent).pathname });
    expect(start.status).toBe(503);
    expect(idp.requests).toHaveLength(0);
  });

  it('binds the browser with a __Host- cookie, Secure and HttpOnly; SameSite=None only for form_post', async () => {
    const credentials = host.services.ssoCredentials;
    await credentials.put('demo', { channel: 'GMAIL', clientId: 'g', clientSecret: 's', issuer: undefined });
    const intent = await api().intent(await api().state(), { channel: 'GMAIL' });
    const start = await api().request({ method: 'GET', url: new URL(intent.body.intent).pathname });
    expect(start.status).toBe(302);
    expect(start.headers.location!.startsWith('https://accounts.google.com/o/oauth2/v2/auth?')).toBe(true);
    expect(start.headers['set-cookie']).toMatch(
      /^__Host-sesame_sso=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=600; HttpOnly; Secure; SameSite=Lax$/,
    );

    // Apple posts its answer cross-site (form_post): only a SameSite=None cookie comes along.
    await credentials.put('demo', {
      channel: 'APPLE_EMAIL',
      clientId: 'com.acme.web',
      clientSecret: 'TEAM.KEY.a2V5',
      issuer: undefined,
    });
    const appleIntent = await api().intent(await api().state(), { channel: 'APPLE_EMAIL' });
    const appleStart = await api().request({ method: 'GET', url: new URL(appleIntent.body.intent).pathname });
    expect(new URL(appleStart.headers.location!).searchParams.get('response_mode')).toBe('form_post');
    expect(appleStart.headers['set-cookie']).toMatch(/; HttpOnly; Secure; SameSite=None$/);
  });
});
