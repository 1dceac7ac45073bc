import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Channel } from '../../../contract/channels';
import { STATUS_POLL_INTERVAL_MS } from '../../../contract/constants';
import { pickHeadlessChannel } from '../../../services/headless/pickHeadlessChannel';
import {
  countries,
  entry,
  fakeApi,
  HOST,
  headless,
  intentFor,
  merchantConfig,
  ok,
  success,
  user,
} from './headlessFixtures';

describe('headless requests (spec §4 "Headless flow")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('READY_STATE answers ready at once, without asking the host', async () => {
    const t = headless();
    expect(await t.ask({ channel: 'READY_STATE' })).toEqual({
      responseType: 'READY_STATE',
      success: true,
      statusCode: 200,
      response: { ready: true },
    });
    expect(t.api.getMerchantConfig).not.toHaveBeenCalled();
  });

  it('GET_CONFIG lists the configured channels a request can use, with texts and absolute logos', async () => {
    const answer = await headless().ask({ channel: 'GET_CONFIG' });
    expect(answer.responseType).toBe('GET_CONFIG');
    const { channelConfig } = answer.response as { channelConfig: Record<string, string>[] };
    expect(channelConfig.map((c) => `${c.channel}:${c.channel_type}:${c.delivery_channel}`)).toEqual([
      'EMAIL:OTP_LINK:EMAIL',
      'EMAIL:OTP:EMAIL',
      'EMAIL:EMAIL_LOGIN:EMAIL',
      'OAUTH:GMAIL:GMAIL',
      'PHONE:MOBILE_LOGIN:SMS',
      'PHONE:SMS:SMS',
      'OAUTH:WHATSAPP:WHATSAPP',
      'OAUTH:TRUE_CALLER_SSO:TRUE_CALLER_SSO',
    ]);
    expect(channelConfig[3]).toEqual({
      channel: 'OAUTH',
      channel_type: 'GMAIL',
      delivery_channel: 'GMAIL',
      button_text_small: 'Google',
      button_text_large: 'Continue with Google',
      logo_url: `${HOST}/assets/channels/gmail.svg`,
    });
  });

  it('COUNTRY_CODE answers the country list', async () => {
    expect(await headless().ask({ channel: 'COUNTRY_CODE' })).toEqual({
      responseType: 'COUNTRY_CODE',
      success: true,
      statusCode: 200,
      response: countries,
    });
  });

  it('picks OTAP, then OTP link, then OTP, then the magic-link login, among what is configured', () => {
    const all = ['MAGIC_LINK', 'EMAIL_LOGIN', 'OTP', 'OTP_LINK', 'OTAP'] as const;
    // OTAP is WhatsApp one-tap: a phone number's, never an email's.
    expect(pickHeadlessChannel('EMAIL', all)).toBe('OTP_LINK');
    expect(pickHeadlessChannel('PHONE', ['SMS', 'OTP_LINK', 'OTAP'])).toBe('OTAP');
    expect(pickHeadlessChannel('EMAIL', ['MAGIC_LINK', 'EMAIL_LOGIN', 'OTP'])).toBe('OTP');
    expect(pickHeadlessChannel('EMAIL', ['MAGIC_LINK', 'EMAIL_LOGIN'])).toBe('EMAIL_LOGIN');
    expect(pickHeadlessChannel('EMAIL', ['MAGIC_LINK'])).toBe('MAGIC_LINK');
    expect(pickHeadlessChannel('PHONE', ['SMS', 'MOBILE_LOGIN', 'OTP'])).toBe('OTP');
    expect(pickHeadlessChannel('PHONE', ['SMS', 'MOBILE_LOGIN'])).toBe('MOBILE_LOGIN');
    expect(pickHeadlessChannel('PHONE', ['SMS'])).toBe('SMS');
    expect(pickHeadlessChannel('PHONE', ['GMAIL'])).toBeNull();
    // A channel the host cannot start is skipped.
    const withoutOtap = new Set<Channel>(['OTP_LINK', 'OTP', 'EMAIL_LOGIN', 'MAGIC_LINK']);
    expect(pickHeadlessChannel('PHONE', ['OTAP', 'OTP'], withoutOtap)).toBe('OTP');
  });

  it('an EMAIL request starts the preferred channel and answers INITIATE', async () => {
    const t = headless();
    const answer = await t.ask({ channel: 'EMAIL', email: ' ada@example.com ', metaData: { cart: 3 } });
    expect(t.api.createIntent).toHaveBeenCalledWith({
      channel: 'OTP_LINK',
      email: 'ada@example.com',
      clientMetaData: '{"cart":3}',
    });
    expect(answer).toEqual({
      responseType: 'INITIATE',
      success: true,
      statusCode: 200,
      response: {
        requestID: 'as_otp_link',
        deliveryChannel: ['EMAIL'],
        authType: 'OTP_AND_MAGICLINK',
        destinationUri: 'a•••@example.com',
      },
    });
  });

  it('a PHONE request sends the country code without + followed by the number', async () => {
    const t = headless();
    const answer = await t.ask({ channel: 'PHONE', phone: '98765-43210', countryCode: '+91' });
    // OTP link is configured and preferred: the host sends it to the phone by SMS.
    expect(t.api.createIntent).toHaveBeenCalledWith({ channel: 'OTP_LINK', mobile: '919876543210' });
    expect(answer.response).toMatchObject({ deliveryChannel: ['SMS'], authType: 'OTP_AND_MAGICLINK' });
  });

  it('a PHONE request to an app with WhatsApp one-tap sends the OTAP template first', async () => {
    const config = merchantConfig([entry('MOBILE', ['OTAP', 'OTP_LINK', 'MOBILE_LOGIN'])]);
    const api = fakeApi(config);
    api.createIntent.mockResolvedValueOnce(ok(intentFor('OTAP', { communicationMode: 'WHATSAPP' })));
    const t = headless({ api });
    const answer = await t.ask({ channel: 'PHONE', phone: '9876543210', countryCode: '+91' });
    expect(t.api.createIntent).toHaveBeenCalledWith({ channel: 'OTAP', mobile: '919876543210' });
    expect(answer).toMatchObject({ responseType: 'INITIATE', success: true });
    expect(answer.response).toMatchObject({ requestID: 'as_otap', deliveryChannel: ['WHATSAPP'] });
  });

  it('an otp request verifies the otp for a code, then the code: VERIFY COMPLETED, then ONETAP pushed', async () => {
    const t = headless();
    await t.ask({ channel: 'EMAIL', email: 'ada@example.com' });
    const answer = await t.ask({ channel: 'EMAIL', email: 'ADA@example.com', otp: '123456' });
    expect(t.api.verifyOtp).toHaveBeenCalledWith({
      otp: '123456',
      asId: 'as_otp_link',
      email: 'ADA@example.com',
    });
    expect(t.api.verifyCode).toHaveBeenCalledWith('c_otp', 'as_otp_link');
    expect(answer).toEqual({
      responseType: 'VERIFY',
      success: true,
      statusCode: 200,
      response: { requestID: 'as_otp_link', verification: 'COMPLETED' },
    });
    expect(t.pushed).toEqual([
      {
        responseType: 'ONETAP',
        success: true,
        statusCode: 200,
        response: { requestID: 'as_otp_link', token: 'jwt-for-c_otp', user, code: 'c_otp' },
      },
    ]);
    // The OTP link's status polling stopped with the sign-in: nothing more is pushed.
    t.api.getStatus.mockResolvedValue(ok(success()));
    await vi.advanceTimersByTimeAsync(10 * STATUS_POLL_INTERVAL_MS);
    expect(t.api.getStatus).not.toHaveBeenCalled();
    expect(t.pushed).toHaveLength(1);
  });

  it('a request with a code goes straight to code verification', async () => {
    const t = headless();
    const answer = await t.ask({ code: 'c_redirect' });
    expect(t.api.verifyCode).toHaveBeenCalledWith('c_redirect', '');
    expect(t.api.getMerchantConfig).not.toHaveBeenCalled();
    expect(answer.response).toEqual({ requestID: 'as_code', verification: 'COMPLETED' });
    expect(t.pushed[0]?.responseType).toBe('ONETAP');
  });

  it('an OAUTH request starts that channel and answers INITIATE with the URL to open', async () => {
    const api = fakeApi();
    api.createIntent.mockResolvedValueOnce(
      ok(intentFor('GMAIL', { intent: 'https://sesame.test/v1/sso/start/t', communicationMode: 'LINK' })),
    );
    const t = headless({ api });
    const answer = await t.ask({ channel: 'OAUTH', channelType: 'GMAIL' });
    expect(api.createIntent).toHaveBeenCalledWith({ channel: 'GMAIL' });
    expect(answer.response).toMatchObject({
      requestID: 'as_gmail',
      deliveryChannel: ['GMAIL'],
      authType: 'OAUTH',
      intent: 'https://sesame.test/v1/sso/start/t',
    });
  });

  it('a PHONE request on a merchant with only mobile login sends a code to type (no polling)', async () => {
    const api = fakeApi(merchantConfig([entry('MOBILE', ['SMS'])]));
    const answer = await headless({ api }).ask({ channel: 'PHONE', phone: '9876543210', countryCode: '91' });
    expect(api.createIntent).toHaveBeenCalledWith({ channel: 'SMS', mobile: '919876543210' });
    expect(answer.response).toMatchObject({ authType: 'OTP' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.getStatus).not.toHaveBeenCalled();
  });
});
