import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_TRUECALLER_PATHS, TRUECALLER_PATHS } from '../../contract/truecaller';
import { channelReadiness } from '../../server/channels/channelReadiness';
import { type ApiClient, apiClient, expectErrorShape, fakeClock } from '../support/apiClient';
import { recordingServer } from '../support/recordingServer';
import { type Host, startHost } from '../support/startHost';

const APP_KEY = 'truecaller-partner-key-0123456789';
const TOKEN = 'truecaller-access-token';
const NUMBER = 919876543210;

/**
 * Truecaller's mobile-web verification against a local server that plays Truecaller's profile
 * endpoint: the deep link as Truecaller documents it, the callback its service posts, and the
 * profile fetch (method, path, headers) checked as Truecaller would receive it.
 */
describe('Truecaller sign-in', () => {
  let host: Host;
  let api: ApiClient;
  let truecaller: Awaited<ReturnType<typeof recordingServer>>;
  const clock = fakeClock();

  beforeAll(async () => {
    truecaller = await recordingServer((request) =>
      request.headers.authorization === `Bearer ${TOKEN}`
        ? {
            status: 200,
            json: {
              id: '1',
              phoneNumbers: [NUMBER],
              name: { first: 'Asha', last: 'K' },
              onlineIdentities: { email: 'asha@example.com' },
            },
          }
        : { status: 401, json: { code: 401, message: 'Unauthorized' } },
    );
    host = await startHost({
      listen: false,
      overrides: { clock },
      env: { TRUECALLER_APP_KEY: APP_KEY, TRUECALLER_PROFILE_ORIGINS: truecaller.url },
    });
    api = apiClient(host);
  });
  afterAll(async () => {
    await host?.close();
    await truecaller?.close();
  });

  async function begin() {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'TRUE_CALLER_SSO' });
    expect(res.status, res.text).toBe(200);
    const link = res.body.intent as string;
    const nonce = new URLSearchParams(link.split('?')[1]).get('requestNonce')!;
    return { state, asId: res.body.asId as string, link, nonce, body: res.body };
  }
  const callback = (json: Record<string, string>) =>
    api.request({ method: 'POST', url: TRUECALLER_PATHS.callback, json });
  const statusOf = async (state: string, asId: string) => (await api.status(state, asId)).body.status;

  it('answers with Truecaller’s deep link, then signs in the number of the shared profile', async () => {
    const { state, asId, link, nonce, body } = await begin();
    expect(body).toMatchObject({ channel: 'TRUE_CALLER_SSO', communicationMode: 'LINK' });
    expect(link.startsWith('truecallersdk://truesdk/web_verify?type=btmsheet&requestNonce=')).toBe(true);
    const query = new URLSearchParams(link.split('?')[1]);
    expect([...query.keys()]).toEqual([
      'type',
      'requestNonce',
      'partnerKey',
      'partnerName',
      'lang',
      'privacyUrl',
      'termsUrl',
      'loginPrefix',
      'loginSuffix',
      'ctaPrefix',
      'ctaColor',
      'ctaTextColor',
      'btnShape',
      'skipOption',
      'ttl',
    ]);
    expect(Object.fromEntries(query)).toMatchObject({ partnerKey: APP_KEY, lang: 'en', ttl: '60000' });
    expect(nonce.length).toBeGreaterThanOrEqual(22);
    expect(nonce.length).toBeLessThanOrEqual(64);
    expect(await statusOf(state, asId)).toBe('PENDING');

    const before = truecaller.requests.length;
    const done = await callback({
      requestId: nonce,
      accessToken: TOKEN,
      endpoint: `${truecaller.url}/v1/default`,
    });
    expect(done.status, done.text).toBe(200);
    const [fetched] = truecaller.requests.slice(before);
    expect(fetched).toMatchObject({ method: 'GET', url: '/v1/default', body: '' });
    expect(fetched!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(fetched!.headers['cache-control']).toBe('no-cache');

    const finished = await api.status(state, asId);
    expect(finished.body.status).toBe('SUCCESS');
    const verified = await api.verifyCode(state, finished.body.code as string);
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({
      mobile: `+${NUMBER}`,
      name: 'Asha K',
      email: 'asha@example.com',
    });
  });

  it('spends the nonce once: a replayed or made-up callback changes nothing and fetches nothing', async () => {
    const { nonce } = await begin();
    const post = { requestId: nonce, accessToken: TOKEN, endpoint: `${truecaller.url}/v1/default` };
    expect((await callback(post)).status).toBe(200);
    const before = truecaller.requests.length;
    expect((await callback(post)).status).toBe(404);
    expect((await callback({ ...post, requestId: 'made-up-request-id' })).status).toBe(404);
    expect(truecaller.requests.length).toBe(before);
  });

  it('refuses a profile endpoint off Truecaller’s origins, and fails the sign-in', async () => {
    for (const endpoint of [
      'https://evil.example/v1/default',
      'http://169.254.169.254/latest/meta-data',
      `${truecaller.url.replace('127.0.0.1', 'localhost')}/v1/default`,
      'not a url',
    ]) {
      const { state, asId, nonce } = await begin();
      const before = truecaller.requests.length;
      const res = await callback({ requestId: nonce, accessToken: TOKEN, endpoint });
      expect(res.status).toBe(400);
      expect(expectErrorShape(res).details).toEqual({ endpoint: 'Not a Truecaller profile endpoint.' });
      expect(truecaller.requests.length).toBe(before);
      expect(await statusOf(state, asId)).toBe('FAILED');
    }
  });

  it('fails the sign-in when the person declines, or Truecaller refuses the token; a shown sheet changes nothing', async () => {
    const declined = await begin();
    expect((await callback({ requestId: declined.nonce, status: 'flow_invoked' })).status).toBe(200);
    expect(await statusOf(declined.state, declined.asId)).toBe('PENDING');
    expect((await callback({ requestId: declined.nonce, status: 'user_rejected' })).body).toEqual({
      status: 'rejected',
    });
    expect(await statusOf(declined.state, declined.asId)).toBe('FAILED');

    const refused = await begin();
    const res = await callback({
      requestId: refused.nonce,
      accessToken: 'stolen',
      endpoint: `${truecaller.url}/v1/default`,
    });
    expect(res.status).toBe(502);
    expect(await statusOf(refused.state, refused.asId)).toBe('FAILED');
  });

  it('refuses a callback after the sign-in expired', async () => {
    const late = await begin();
    clock.advance(2 * 60_000 + 1);
    const before = truecaller.requests.length;
    const res = await callback({
      requestId: late.nonce,
      accessToken: TOKEN,
      endpoint: `${truecaller.url}/v1/default`,
    });
    expect(res.status).toBe(404);
    expect(truecaller.requests.length).toBe(before);
  });
});

describe('Truecaller in dev mode, through the consent-sheet simulator', () => {
  let host: Host;
  let api: ApiClient;
  beforeAll(async () => {
    // Listening: the host fetches the simulator's profile endpoint over HTTP, as it would Truecaller's.
    host = await startHost();
    api = apiClient(host);
  });
  afterAll(() => host?.close());

  it('opens the simulator’s sheet, whose Continue posts the callback and signs in the typed number', async () => {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'TRUE_CALLER_SSO' });
    const link = new URL(res.body.intent as string);
    expect(`${link.origin}${link.pathname}`).toBe(`${host.services.issuer}${DEV_TRUECALLER_PATHS.sheet}`);
    const sheet = await api.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(sheet.text).toContain('Continue');
    const form = {
      requestNonce: link.searchParams.get('requestNonce')!,
      partnerKey: link.searchParams.get('partnerKey')!,
      phone: '+91 98765 00777',
      name: 'Dev Caller',
      answer: 'continue',
    };
    const answered = await api.request({
      method: 'POST',
      url: DEV_TRUECALLER_PATHS.sheet,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    expect(answered.text).toContain('Shared +919876500777');
    const finished = await api.status(state, res.body.asId as string);
    expect(finished.body.status).toBe('SUCCESS');
    const verified = await api.verifyCode(state, finished.body.code as string);
    expect((verified.body.user as { mobile: string }).mobile).toBe('+919876500777');
  });
});

describe('Truecaller in production', () => {
  it('cannot be turned on without the partner key, and names it', async () => {
    const host = await startHost({
      listen: false,
      env: { SESAME_MODE: 'production', SESAME_SECRET: 'r'.repeat(40), PUBLIC_URL: 'https://sesame.example' },
    });
    try {
      expect(
        await channelReadiness(host.services, { id: 'shop', options: {} }, 'TRUE_CALLER_SSO', 'button'),
      ).toEqual({
        ready: false,
        reason: 'Truecaller (TRUE_CALLER_SSO) needs TRUECALLER_APP_KEY in production',
      });
    } finally {
      await host.close();
    }
  });
});
