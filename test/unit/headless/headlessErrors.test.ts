import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generalError } from '../../../services/headless/headlessResponses';
import { defaultConfig, entry, failure, fakeApi, headless, merchantConfig } from './headlessFixtures';

/** spec §8 headless errors: each one produced by a request, with its exact code, status and text. */
describe('headless errors (spec §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('APP_ID (401) when the page has no app id, for every kind of request', async () => {
    const t = headless({ appId: undefined });
    for (const request of [
      { channel: 'READY_STATE' },
      { channel: 'EMAIL', email: 'a@b.co' },
      { code: 'c' },
    ]) {
      expect(await t.ask(request)).toEqual({
        responseType: 'INITIATE',
        success: false,
        statusCode: 401,
        response: { errorMessage: 'UnAuthorized request! Please check your appId' },
      });
    }
    expect(t.api.getMerchantConfig).not.toHaveBeenCalled();
  });

  it.each([
    [{ channel: 'PHONE', countryCode: '+91' }, 'phone'],
    [{ channel: 'EMAIL' }, 'email'],
    [{ channel: 'OAUTH' }, 'channelType'],
    [{ countryCode: '+91' }, 'channel'],
  ])(
    'REQUIRED_KEY (4002) with "This field is required." for the missing field: %j',
    async (request, field) => {
      expect(await headless().ask(request)).toEqual({
        responseType: 'INITIATE',
        success: false,
        statusCode: 4002,
        response: {
          errorMessage: 'The request parameters are incorrect, see details.',
          [field]: 'This field is required.',
        },
      });
    },
  );

  it.each([
    [{ channel: 'PHONE', phone: '9876543210', countryCode: '+999' }, 'countryCode'],
    [{ channel: 'PHONE', phone: '9876543210', countryCode: 'IN' }, 'countryCode'],
    [{ channel: 'PHONE', phone: 'call me', countryCode: '91' }, 'phone'],
    [{ channel: 'EMAIL', email: 'ada@' }, 'email'],
    [{ channel: 'EMAIL', email: 'ada@example.com', otp: '12ab' }, 'otp'],
  ])('INVALID_VALUE (4000) with "Please enter the valid {field}": %j', async (request, field) => {
    const t = headless();
    const answer = await t.ask(request);
    expect(answer).toEqual({
      responseType: 'INITIATE',
      success: false,
      statusCode: 4000,
      response: {
        errorMessage: 'The request values are incorrect, see details.',
        [field]: `Please enter the valid ${field}`,
      },
    });
    expect(t.api.createIntent).not.toHaveBeenCalled();
  });

  it('accepts a country code with or without +, checked against the country list', async () => {
    const t = headless();
    expect((await t.ask({ channel: 'PHONE', phone: '98765 43210', countryCode: '+91' })).success).toBe(true);
    expect((await t.ask({ channel: 'PHONE', phone: '2025550123', countryCode: '1' })).success).toBe(true);
    expect(t.api.createIntent.mock.calls.map(([r]) => (r as { mobile?: string }).mobile)).toEqual([
      '919876543210',
      '12025550123',
    ]);
  });

  const inactive = (channel: string) => ({
    responseType: 'INITIATE',
    success: false,
    statusCode: 4003,
    response: {
      errorMessage: `${channel} channel is not active. Please enable it from the provider's dashboard`,
    },
  });

  it('INVALID_CHANNEL (4003) for an unknown channel name', async () => {
    expect(await headless().ask({ channel: 'FAX', phone: '1' })).toEqual(inactive('FAX'));
  });

  it('INVALID_CHANNEL (4003) for an OAUTH channelType the merchant did not configure', async () => {
    expect(await headless().ask({ channel: 'OAUTH', channelType: 'GITHUB_SSO' })).toEqual(
      inactive('GITHUB_SSO'),
    );
    expect(await headless().ask({ channel: 'OAUTH', channelType: 'NOT_A_CHANNEL' })).toEqual(
      inactive('NOT_A_CHANNEL'),
    );
  });

  it('INVALID_CHANNEL (4003) for PHONE or EMAIL when the merchant config lacks such a channel', async () => {
    const emailOnly = fakeApi(merchantConfig([entry('EMAIL', ['MAGIC_LINK'])]));
    expect(await headless({ api: emailOnly }).ask({ channel: 'PHONE', phone: '9876543210' })).toEqual(
      inactive('PHONE'),
    );
    const phoneOnly = fakeApi(merchantConfig([entry('MOBILE', ['SMS'])]));
    expect(await headless({ api: phoneOnly }).ask({ channel: 'EMAIL', email: 'ada@example.com' })).toEqual(
      inactive('EMAIL'),
    );
  });

  it('MULTIPLE_CHANNEL (4001) when more than one channel is mandatory (2FA)', async () => {
    const twoFactor = fakeApi(
      merchantConfig([entry('EMAIL', ['OTP'], [], true), entry('MOBILE', ['SMS'], [], true)]),
    );
    expect(await headless({ api: twoFactor }).ask({ channel: 'EMAIL', email: 'ada@example.com' })).toEqual({
      responseType: 'INITIATE',
      success: false,
      statusCode: 4001,
      response: { errorMessage: "Sesame headless SDK doesn't support 2FA as of now." },
    });
    const oneMandatory = fakeApi(
      merchantConfig([entry('EMAIL', ['OTP'], [], true), entry('MOBILE', ['SMS'])]),
    );
    expect((await headless({ api: oneMandatory }).ask({ channel: 'EMAIL', email: 'a@b.co' })).success).toBe(
      true,
    );
  });

  it('GENERAL (500) when something unexpected breaks, without leaking it', async () => {
    const api = fakeApi();
    api.createIntent.mockRejectedValueOnce(new Error('socket hang up at 10.0.0.7'));
    const answer = await headless({ api }).ask({ channel: 'EMAIL', email: 'ada@example.com' });
    expect(answer).toEqual({
      responseType: 'INITIATE',
      success: false,
      statusCode: 500,
      response: { errorMessage: 'Something went wrong! Please try again.' },
    });
    expect(answer).toEqual(generalError());
  });

  it('API_ERROR (400) carries the host message, and the general text when there is none', async () => {
    const api = fakeApi();
    api.createIntent.mockResolvedValueOnce(failure('Too many requests. Try again in 60 seconds.', 429));
    api.createIntent.mockResolvedValueOnce(failure(''));
    const t = headless({ api });
    expect(await t.ask({ channel: 'EMAIL', email: 'ada@example.com' })).toEqual({
      responseType: 'INITIATE',
      success: false,
      statusCode: 400,
      response: { errorMessage: 'Too many requests. Try again in 60 seconds.' },
    });
    expect((await t.ask({ channel: 'EMAIL', email: 'ada@example.com' })).response).toEqual({
      errorMessage: 'Something went wrong! Please try again.',
    });
  });

  it('API_ERROR (400) when the merchant configuration cannot be loaded', async () => {
    const api = fakeApi(defaultConfig);
    api.getMerchantConfig.mockResolvedValueOnce(failure('Unknown app.', 404));
    expect(await headless({ api }).ask({ channel: 'GET_CONFIG' })).toMatchObject({
      statusCode: 400,
      success: false,
      response: { errorMessage: 'Unknown app.' },
    });
  });

  it('verification failures are VERIFY answers (API_ERROR, 400) with verification FAILED', async () => {
    const api = fakeApi();
    api.verifyOtp.mockResolvedValueOnce(failure('OTP incorrect. Please enter Valid OTP'));
    const t = headless({ api });
    await t.ask({ channel: 'EMAIL', email: 'ada@example.com' });
    expect(await t.ask({ channel: 'EMAIL', email: 'ada@example.com', otp: '000000' })).toEqual({
      responseType: 'VERIFY',
      success: false,
      statusCode: 400,
      response: {
        errorMessage: 'OTP incorrect. Please enter Valid OTP',
        requestID: 'as_otp_link',
        verification: 'FAILED',
      },
    });
    api.verifyCode.mockResolvedValueOnce(failure('This code is not valid.'));
    expect(await t.ask({ code: 'stale' })).toMatchObject({
      responseType: 'VERIFY',
      statusCode: 400,
      response: { errorMessage: 'This code is not valid.', verification: 'FAILED' },
    });
  });

  it('an otp for an identity that began no sign-in here fails verification', async () => {
    const t = headless();
    expect(await t.ask({ channel: 'EMAIL', email: 'new@example.com', otp: '123456' })).toMatchObject({
      responseType: 'VERIFY',
      success: false,
      statusCode: 400,
      response: { errorMessage: 'Something went wrong! Please try again.', verification: 'FAILED' },
    });
    expect(t.api.verifyOtp).not.toHaveBeenCalled();
  });
});
