import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMARA_DEFAULT_SCOPE, SILENT_AUTH_API } from '../../contract/silentAuth';
import { type ApiClient, apiClient, fakeClock } from '../support/apiClient';
import { recordingServer } from '../support/recordingServer';
import { type Host, startHost } from '../support/startHost';

const CLIENT_ID = 'sesame-at-operator';
const CLIENT_SECRET = 'operator-client-secret';
const MATCHING = '+919876512345';
const TOKEN = 'operator-access-token';

/**
 * Silent network authentication through CAMARA Number Verification, against a local server
 * that plays the operator: the authorization URL the phone opens, the code exchange (POST
 * /token, Basic client auth, form body) and `POST /number-verification/v1/verify` with the
 * Bearer token and `{ phoneNumber }`, each checked as the operator would receive it.
 */
describe('silent network authentication (CAMARA)', () => {
  let host: Host;
  let api: ApiClient;
  let operator: Awaited<ReturnType<typeof recordingServer>>;
  const clock = fakeClock();

  beforeAll(async () => {
    operator = await recordingServer((request) => {
      if (request.url === '/token') {
        const form = new URLSearchParams(request.body);
        return form.get('code') === 'broken'
          ? { status: 400, json: { error: 'invalid_grant' } }
          : { status: 200, json: { access_token: TOKEN, token_type: 'Bearer', expires_in: 300 } };
      }
      const { phoneNumber } = JSON.parse(request.body) as { phoneNumber: string };
      return { status: 200, json: { devicePhoneNumberVerified: phoneNumber === MATCHING } };
    });
    host = await startHost({
      listen: false,
      overrides: { clock },
      env: {
        CAMARA_AUTHORIZE_URL: 'https://operator.example/authorize',
        CAMARA_TOKEN_URL: `${operator.url}/token`,
        CAMARA_API_URL: `${operator.url}/number-verification/v1`,
        CAMARA_CLIENT_ID: CLIENT_ID,
        CAMARA_CLIENT_SECRET: CLIENT_SECRET,
      },
    });
    api = apiClient(host);
  });
  afterAll(async () => {
    await host?.close();
    await operator?.close();
  });

  async function begin(mobile: string) {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'MOBILE_LOGIN', mobile, silentAuthEnabled: true });
    expect(res.status, res.text).toBe(200);
    const intent = new URL(res.body.intent as string);
    return { state, asId: res.body.asId as string, intent, body: res.body };
  }
  const redirect = (query: Record<string, string>) =>
    api.request({ method: 'GET', url: SILENT_AUTH_API.verify, query });
  const status = (state: string, token: string) =>
    api.request({
      method: 'POST',
      url: `${SILENT_AUTH_API.status}/${state}`,
      json: { appId: 'demo', token },
    });

  it('answers a typed number with the operator’s authorization URL, then signs in a matching SIM', async () => {
    const { state, asId, intent, body } = await begin('919876512345');
    expect(body).toMatchObject({
      channel: 'SILENT_AUTH',
      communicationMode: 'SILENT_AUTH',
      snaIntent: body.intent,
    });
    expect(`${intent.origin}${intent.pathname}`).toBe('https://operator.example/authorize');
    const oauthState = intent.searchParams.get('state')!;
    expect(Object.fromEntries(intent.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: `${host.services.issuer}${SILENT_AUTH_API.verify}`,
      scope: CAMARA_DEFAULT_SCOPE,
      state: oauthState,
      prompt: 'none',
      login_hint: `tel:${MATCHING}`,
    });
    expect(oauthState.length).toBeGreaterThanOrEqual(22);
    // No SMS went out: the operator checks the number instead.
    expect(await api.outbox(MATCHING)).toEqual([]);
    expect((await status(state, asId)).body.status).toBe('PENDING');

    const before = operator.requests.length;
    const done = await redirect({ code: 'code-1', state: oauthState });
    expect(done.status).toBe(200);
    expect(done.text).toContain('Number verified');
    const [token, verify] = operator.requests.slice(before);
    expect(token).toMatchObject({ method: 'POST', url: '/token' });
    expect(token!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
    );
    expect(token!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(token!.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: `${host.services.issuer}${SILENT_AUTH_API.verify}`,
    });
    expect(verify).toMatchObject({ method: 'POST', url: '/number-verification/v1/verify' });
    expect(verify!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(verify!.headers['content-type']).toBe('application/json');
    expect(verify!.headers['x-correlator']).toMatch(/\S{8,}/);
    expect(JSON.parse(verify!.body)).toEqual({ phoneNumber: MATCHING });

    const finished = await status(state, asId);
    expect(finished.body).toMatchObject({ status: 'SUCCESS' });
    const verified = await api.verifyCode(state, finished.body.code as string);
    expect(verified.status).toBe(200);
    expect((verified.body.user as { mobile: string }).mobile).toBe(MATCHING);
  });

  it('spends the OAuth state once: a replayed redirect changes nothing and calls no operator', async () => {
    const { intent } = await begin('919876512345');
    const oauthState = intent.searchParams.get('state')!;
    expect((await redirect({ code: 'code-2', state: oauthState })).status).toBe(200);
    const before = operator.requests.length;
    expect((await redirect({ code: 'code-3', state: oauthState })).status).toBe(400);
    expect((await redirect({ code: 'code-3', state: 'made-up-state' })).status).toBe(400);
    expect(operator.requests.length).toBe(before);
  });

  it('fails the sign-in when the SIM has another number, or the operator refuses, or time ran out', async () => {
    const other = await begin('919876500001');
    const mismatch = await redirect({ code: 'code-4', state: other.intent.searchParams.get('state')! });
    expect(mismatch.status).toBe(400);
    expect(mismatch.text).toContain('Number not verified');
    expect((await status(other.state, other.asId)).body.status).toBe('FAILED');

    const refused = await begin('919876512345');
    await redirect({ code: 'broken', state: refused.intent.searchParams.get('state')! });
    expect((await status(refused.state, refused.asId)).body.status).toBe('FAILED');

    const denied = await begin('919876512345');
    await redirect({ error: 'access_denied', state: denied.intent.searchParams.get('state')! });
    expect((await status(denied.state, denied.asId)).body.status).toBe('FAILED');

    const late = await begin('919876512345');
    clock.advance(2 * 60_000 + 1);
    const before = operator.requests.length;
    expect((await redirect({ code: 'code-5', state: late.intent.searchParams.get('state')! })).status).toBe(
      400,
    );
    expect(operator.requests.length).toBe(before);
  });

  it('pre-checks: enabled on a cellular or unknown connection, never on Wi-Fi', async () => {
    const state = await api.state();
    const preCheck = (connection?: string) =>
      api.request({
        method: 'POST',
        url: `${SILENT_AUTH_API.preCheck}/${state}`,
        json: { appId: 'demo', mobile: '919876512345', ...(connection ? { connection } : {}) },
      });
    expect((await preCheck('cellular')).body).toEqual({ silentAuthEnabled: true });
    expect((await preCheck()).body).toEqual({ silentAuthEnabled: true });
    expect((await preCheck('wifi')).body).toEqual({ silentAuthEnabled: false });
  });

  it('answers with the number’s own channel (an SMS code) when silent auth is not asked for', async () => {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'MOBILE_LOGIN', mobile: '919876512346' });
    expect(res.body).toMatchObject({ channel: 'MOBILE_LOGIN', communicationMode: 'SMS' });
    expect((await api.lastMessage('+919876512346')).code).toMatch(/^\d{6}$/);
  });
});
