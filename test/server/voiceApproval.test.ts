import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWILIO_SIGNATURE_HEADER, VOICE_PATHS } from '../../contract/voice';
import { channelReadiness } from '../../server/channels/channelReadiness';
import { twilioSignature } from '../../server/delivery/TwilioVoiceSignature';
import { type ApiClient, apiClient, fakeClock } from '../support/apiClient';
import { recordingServer } from '../support/recordingServer';
import { type Host, startHost } from '../support/startHost';

const SID = `AC${'1'.repeat(32)}`;
const AUTH_TOKEN = 'twilio-auth-token';
const FROM = '+15550001111';
const CALL_SID = `CA${'2'.repeat(32)}`;

/**
 * Voice approval against a local server that plays Twilio: the Calls API request (method, path,
 * Basic auth, form body with the TwiML), then the `<Gather>` action and status callback as Twilio
 * posts them, signed with X-Twilio-Signature; replay, expiry, single use and send limits.
 */
describe('voice approval (Twilio Voice)', () => {
  let host: Host;
  let api: ApiClient;
  let twilio: Awaited<ReturnType<typeof recordingServer>>;
  const clock = fakeClock();

  beforeAll(async () => {
    twilio = await recordingServer(() => ({ status: 201, json: { sid: CALL_SID, status: 'queued' } }));
    host = await startHost({
      listen: false,
      overrides: { clock },
      env: {
        TWILIO_API_URL: twilio.url,
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_VOICE_FROM: FROM,
      },
    });
    api = apiClient(host);
  });
  afterAll(async () => {
    await host?.close();
    await twilio?.close();
  });

  async function call(mobile: string) {
    const state = await api.state();
    const before = twilio.requests.length;
    const res = await api.intent(state, { channel: 'VOICE_APPROVAL', mobile });
    expect(res.status, res.text).toBe(200);
    const request = twilio.requests[before]!;
    const form = new URLSearchParams(request.body);
    const twiml = form.get('Twiml') ?? '';
    const action = /<Gather[^>]*action="([^"]+)"/.exec(twiml)?.[1] ?? '';
    const token = action.split('/').at(-1)!;
    return { state, res, request, form, twiml, action, token };
  }

  /** Posts as Twilio would: form fields, signed over the full URL with the auth token. */
  function twilioPost(url: string, fields: Record<string, string>, token = AUTH_TOKEN) {
    const path = url.slice(host.services.issuer.length);
    return api.request({
      method: 'POST',
      url: path,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [TWILIO_SIGNATURE_HEADER]: twilioSignature(token, url, fields),
      },
    });
  }
  const keyFields = (to: string, digits: string) => ({
    AccountSid: SID,
    CallSid: CALL_SID,
    From: FROM,
    To: to,
    CallStatus: 'in-progress',
    Direction: 'outbound-api',
    Digits: digits,
  });

  it('signs as Twilio documents it (the published example)', () => {
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+12349013030',
      Digits: '1234',
      From: '+12349013030',
      To: '+18005551212',
    };
    expect(twilioSignature('12345', url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('calls the number with the request and the number on screen, and a key 1 signs in', async () => {
    const { state, res, request, form, twiml, action } = await call('919876512345');
    expect(res.body).toMatchObject({
      channel: 'VOICE_APPROVAL',
      intent: null,
      communicationMode: 'VOICE',
      destinationUri: '+91••••••2345',
    });
    const matchCode = res.body.matchCode as string;
    expect(matchCode).toMatch(/^\d{2}$/);

    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/2010-04-01/Accounts/${SID}/Calls.json`);
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${SID}:${AUTH_TOKEN}`).toString('base64')}`,
    );
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(form.get('To')).toBe('+919876512345');
    expect(form.get('From')).toBe(FROM);
    expect(form.get('StatusCallbackMethod')).toBe('POST');
    expect(form.getAll('StatusCallbackEvent')).toEqual(['initiated', 'ringing', 'answered', 'completed']);
    expect(form.get('Timeout')).toMatch(/^\d+$/);
    expect(form.get('StatusCallback')).toMatch(new RegExp(`^${host.services.issuer}${VOICE_PATHS.status}/`));
    expect(action).toMatch(new RegExp(`^${host.services.issuer}${VOICE_PATHS.gather}/[A-Za-z0-9_-]{22,}$`));
    expect(twiml).toContain('<Gather input="dtmf" numDigits="1"');
    expect(twiml).toContain('Sesame Demo Shop sign-in request');
    expect(twiml).toContain(`The number on your screen is ${matchCode.split('').join(' ')}`);
    expect(twiml).toContain('Press 1 to sign in');
    expect((await api.status(state, res.body.asId)).body.status).toBe('PENDING');

    const answer = await twilioPost(action, keyFields('+919876512345', '1'));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/xml');
    expect(answer.text).toContain('You are signed in to Sesame Demo Shop');
    expect(answer.text).toContain('<Hangup/>');
    const done = await api.status(state, res.body.asId);
    expect(done.body.status).toBe('SUCCESS');
    const verified = await api.verifyCode(state, done.body.code as string);
    expect(verified.status).toBe(200);
    expect((verified.body.user as { mobile: string }).mobile).toBe('+919876512345');

    // Replayed, the key changes nothing: the call's token was spent.
    const replay = await twilioPost(action, keyFields('+919876512345', '9'));
    expect(replay.text).toContain('This sign-in request has ended');
    expect((await api.status(state, res.body.asId)).body.status).toBe('SUCCESS');
  });

  it('refuses a key without a valid Twilio signature, or for another number', async () => {
    clock.advance(61_000);
    const { state, res, action } = await call('919812345646');
    const forged = await twilioPost(action, keyFields('+919812345646', '1'), 'not-the-token');
    expect(forged.status).toBe(401);
    expect(forged.body.error).toBe('signature_invalid');
    const unsigned = await api.request({
      method: 'POST',
      url: action.slice(host.services.issuer.length),
      payload: new URLSearchParams(keyFields('+919812345646', '1')).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsigned.status).toBe(401);
    const elsewhere = await twilioPost(action, keyFields('+919876500000', '1'));
    expect(elsewhere.text).toContain('has ended');
    expect((await api.status(state, res.body.asId)).body.status).toBe('PENDING');
  });

  it('asks again on another key; 9 (not me) fails the sign-in', async () => {
    clock.advance(61_000);
    const { state, res, action } = await call('919823456747');
    const other = await twilioPost(action, keyFields('+919823456747', '5'));
    expect(other.text).toContain('That key is not an option');
    expect(other.text).toContain(`action="${action}"`);
    expect((await api.status(state, res.body.asId)).body.status).toBe('PENDING');
    const denied = await twilioPost(action, keyFields('+919823456747', '9'));
    expect(denied.text).toContain('The sign-in was cancelled');
    expect((await api.status(state, res.body.asId)).body.status).toBe('FAILED');
  });

  it('fails the sign-in when the call ends unanswered, not while it rings', async () => {
    clock.advance(61_000);
    const { state, res, form } = await call('919834567848');
    const statusUrl = form.get('StatusCallback')!;
    const fields = (status: string) => ({ ...keyFields('+919834567848', ''), CallStatus: status });
    expect((await twilioPost(statusUrl, fields('ringing'))).status).toBe(204);
    expect((await api.status(state, res.body.asId)).body.status).toBe('PENDING');
    expect((await twilioPost(statusUrl, fields('ringing'), 'wrong')).status).toBe(401);
    expect((await twilioPost(statusUrl, fields('no-answer'))).status).toBe(204);
    expect((await api.status(state, res.body.asId)).body.status).toBe('FAILED');
  });

  it('ends an unanswered sign-in after 3 minutes: a late key signs nothing in', async () => {
    clock.advance(61_000);
    const { state, res, action } = await call('919845678949');
    clock.advance(3 * 60_000 + 1);
    const late = await twilioPost(action, keyFields('+919845678949', '1'));
    expect(late.text).toContain('has ended');
    expect((await api.status(state, res.body.asId)).body.status).not.toBe('SUCCESS');
  });

  it('keeps the limits of sends to a phone: 60 s between calls, mobile numbers only', async () => {
    clock.advance(61_000);
    await call('919856789050');
    const again = await api.intent(await api.state(), { channel: 'VOICE_APPROVAL', mobile: '919856789050' });
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toMatch(/^\d+$/);
    const before = twilio.requests.length;
    const premium = await api.intent(await api.state(), {
      channel: 'VOICE_APPROVAL',
      mobile: '+441632960000',
    });
    expect(premium.status).toBe(400);
    const missing = await api.intent(await api.state(), { channel: 'VOICE_APPROVAL' });
    expect(missing.status).toBe(400);
    expect(twilio.requests.length).toBe(before);
  });

  it('answers bad webhook requests with a 4xx in the error shape, never a 500', async () => {
    const post = (url: string, payload: string, type: string) =>
      api.request({ method: 'POST', url, payload, headers: { 'content-type': type } });
    for (const res of [
      await post(`${VOICE_PATHS.gather}/short`, 'Digits=1', 'application/x-www-form-urlencoded'),
      await post(`${VOICE_PATHS.gather}/${'a'.repeat(22)}`, '{"Digits":', 'application/json'),
      await post(`${VOICE_PATHS.status}/${'a'.repeat(22)}`, 'x'.repeat(3000), 'text/plain'),
      await post(
        `${VOICE_PATHS.gather}/${'a'.repeat(22)}`,
        `Digits=${'1'.repeat(3000)}`,
        'application/x-www-form-urlencoded',
      ),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.error, res.text).toEqual(expect.any(String));
    }
    // A well-formed key for a token nobody issued changes nothing and says the request ended.
    const unknown = await post(
      `${VOICE_PATHS.gather}/${'a'.repeat(22)}`,
      'Digits=1',
      'application/x-www-form-urlencoded',
    );
    expect(unknown.status).toBe(200);
    expect(unknown.text).toContain('has ended');
  });

  it('speaks the visitor’s language where Twilio has a voice for it', async () => {
    clock.advance(61_000);
    const state = await api.state();
    const before = twilio.requests.length;
    const res = await api.intent(state, { channel: 'VOICE_APPROVAL', mobile: '919867890151', locale: 'hi' });
    expect(res.status, res.text).toBe(200);
    const twiml = new URLSearchParams(twilio.requests[before]!.body).get('Twiml') ?? '';
    expect(twiml).toContain('language="hi-IN"');
    expect(twiml).toContain('साइन-इन');
  });
});

describe('voice approval in production', () => {
  let host: Host;
  beforeAll(async () => {
    host = await startHost({
      listen: false,
      env: { SESAME_MODE: 'production', SESAME_SECRET: 'r'.repeat(40), PUBLIC_URL: 'https://sesame.example' },
    });
  });
  afterAll(() => host?.close());

  it('cannot be turned on without the Twilio voice settings, and names them', async () => {
    const app = { id: 'shop', options: {} };
    expect(await channelReadiness(host.services, app, 'VOICE_APPROVAL', 'button')).toEqual({
      ready: false,
      reason:
        'Voice call (VOICE_APPROVAL) needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VOICE_FROM (or TWILIO_FROM) in production',
    });
    const own = { id: 'shop', options: { sms: { accountSid: SID, authToken: AUTH_TOKEN, from: FROM } } };
    expect(await channelReadiness(host.services, own, 'VOICE_APPROVAL', 'button')).toEqual({ ready: true });
  });
});
