import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWILIO_SMS_STATUS_PATH } from '../../contract/deliveryFallback';
import {
  type ApiClient,
  apiClient,
  expectErrorShape,
  fakeClock,
  offerPhoneInputs,
  wrongOtp,
} from '../support/apiClient';
import { recordingServer } from '../support/recordingServer';
import { type Host, startHost } from '../support/startHost';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token-secret';
const FROM = '+15005550006';

/**
 * SMS sign-in over Twilio's Messages API: the exact request Twilio documents, the WebOTP
 * format, the country allow-list and the SMS-pumping guard (docs/security.md "Codes").
 */
describe('SMS sign-in', () => {
  let host: Host;
  let api: ApiClient;
  let twilio: Awaited<ReturnType<typeof recordingServer>>;
  const clock = fakeClock();

  beforeAll(async () => {
    twilio = await recordingServer(() => ({ status: 201, json: { sid: 'SM0001', status: 'queued' } }));
    host = await startHost({
      listen: false,
      overrides: { clock },
      env: {
        TWILIO_API_URL: twilio.url,
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: FROM,
      },
    });
    api = apiClient(host);
    await offerPhoneInputs(host, ['OTP_LINK', 'MAGIC_LINK']);
  });
  afterAll(async () => {
    await host?.close();
    await twilio?.close();
  });

  const start = async (mobile: string, channel = 'MOBILE_LOGIN') => {
    const state = await api.state();
    return { state, res: await api.intent(state, { channel, mobile }) };
  };

  it('sends the request Twilio documents: POST Messages.json, Basic auth, form-encoded To/From/Body/StatusCallback', async () => {
    const before = twilio.requests.length;
    const { res } = await start('919876543210');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      communicationMode: 'SMS',
      otpLength: 6,
      destinationUri: '+91••••••3210',
    });
    expect(twilio.requests).toHaveLength(before + 1);
    const sent = twilio.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(sent.body);
    expect([...form.keys()].sort()).toEqual(['Body', 'From', 'StatusCallback', 'To']);
    expect(form.get('StatusCallback')).toBe(`${api.host.services.issuer}${TWILIO_SMS_STATUS_PATH}`);
    expect(form.get('To')).toBe('+919876543210');
    expect(form.get('From')).toBe(FROM);
    const { code } = await api.lastMessage('+919876543210');
    expect(code).toMatch(/^\d{6}$/);
    // WebOTP: the last line is "@host #code" so the browser can offer the code.
    expect(form.get('Body')!.split('\n').at(-1)).toBe(`@localhost #${code}`);
  });

  it('names the embedding page’s host in the WebOTP line', async () => {
    const state = await api.state();
    const res = await api.request({
      method: 'POST',
      url: `/v2/lp/user/transaction/intent/${state}`,
      headers: { origin: host.services.issuer },
      json: { appId: 'demo', channel: 'SMS', mobile: '919876543211' },
    });
    expect(res.status).toBe(200);
    expect((await api.lastMessage('+919876543211')).text).toMatch(/\n@localhost #\d{6}$/);
  });

  it('signs in with the code from the SMS, as a mobile identity', async () => {
    const { state, res } = await start('14155552671');
    const { code } = await api.lastMessage('+14155552671');
    expect((await api.otp(state, res.body.asId, wrongOtp(code!))).status).toBe(400);
    const ok = await api.otp(state, res.body.asId, code!);
    expect(ok.status).toBe(200);
    const verified = await api.verifyCode(state, ok.body.code);
    expect(verified.body.user.mobile).toBe('+14155552671');
  });

  it('sends a code and a link for OTP_LINK, and only a link for MAGIC_LINK', async () => {
    await start('447400123456', 'OTP_LINK');
    const both = await api.lastMessage('+447400123456');
    expect(both.code).toMatch(/^\d{6}$/);
    expect(both.link).toMatch(/\/l\/[A-Za-z0-9_-]{43}$/);
    await start('447400123457', 'MAGIC_LINK');
    const link = await api.lastMessage('+447400123457');
    expect(link.code).toBeUndefined();
    expect(link.text).not.toMatch(/#\d{6}/);
  });

  it('refuses numbers that are not valid phone numbers, before anything is sent', async () => {
    const before = twilio.requests.length;
    for (const mobile of ['12', '91987654321０', '+91 98765 4321x', '000000000000']) {
      const { res } = await start(mobile);
      expect(res.status, mobile).toBe(400);
      expect(expectErrorShape(res).error).toBe('invalid_phone');
    }
    expect(twilio.requests).toHaveLength(before);
  });

  it('sends SMS only to the app’s countries (default: its own country list)', async () => {
    const before = twilio.requests.length;
    const { res } = await start('819012345678'); // Japan: not in the demo's list
    expect(res.status).toBe(400);
    expect(expectErrorShape(res).error).toBe('country_not_allowed');
    expect(twilio.requests).toHaveLength(before);

    await host.services.apps.create({
      ...(await host.services.apps.get('demo'))!,
      id: 'plain',
      clientId: 'plain',
      clientSecret: 'plain-secret',
      options: {},
    });
    const plain = apiClient(host, { appId: 'plain' });
    const state = await plain.state();
    // No list of its own: only the default country (IN).
    expect((await plain.intent(state, { channel: 'SMS', mobile: '14155552672' })).status).toBe(400);
    expect((await plain.intent(state, { channel: 'SMS', mobile: '919876500001' })).status).toBe(200);
  });

  it('blocks a burst of numbers sharing a prefix before the provider is called (SMS pumping)', async () => {
    const before = twilio.requests.length;
    for (let i = 0; i < 5; i++) expect((await start(`91987000010${i}`)).res.status).toBe(200);
    const sixth = (await start('919870000109')).res;
    expect(sixth.status).toBe(429);
    expect(expectErrorShape(sixth).error).toBe('destination_blocked');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(twilio.requests).toHaveLength(before + 5);
    // Another range is not affected.
    expect((await start('919123450001')).res.status).toBe(200);
  });

  it('looks the same for a number that has an account and one that has none', async () => {
    const known = await start('919811111111');
    const { code } = await api.lastMessage('+919811111111');
    await api.otp(known.state, known.res.body.asId, code!);
    clock.advance(61_000);
    const again = await start('919811111111');
    const fresh = await start('919822222222');
    const shape = (body: Record<string, unknown>) => ({ ...body, asId: 'x', destinationUri: 'x' });
    expect(again.res.status).toBe(fresh.res.status);
    expect(shape(again.res.body)).toEqual(shape(fresh.res.body));
  });
});
