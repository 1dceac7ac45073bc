import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MerchantConfigResponse } from '../../../contract/wire';
import { mayKnowIdentity } from '../../../services/headless/mayKnowIdentity';
import { defaultConfig, fakeApi, headless, ok, user } from './headlessFixtures';

const item = (value: string) => ({ logo: '/assets/channels/email_login.svg', name: value, value });
/** The merchant config a proved request answers a browser that verified an email here. */
const knownEmail: MerchantConfigResponse = {
  ...defaultConfig,
  uiType: 'PARTIAL',
  userDetails: { mobile: [], email: [item('a•••@example.com')] },
};
const known = ok({ code: 'c_known', asId: 'as_known' });

/**
 * spec §4 "Headless flow": "If the identity matches a known user, one-tap is triggered directly".
 * The host matches the identity against what this browser verified with its device key
 * (server/channels/onetap/completeKnownOneTap); the page asks only a browser the merchant config
 * says may know one, and answers as a verified code does.
 */
describe('headless known-user one-tap', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('signs a known email in without a code: VERIFY COMPLETED, then ONETAP pushed', async () => {
    const t = headless({ api: fakeApi(knownEmail) });
    t.api.completeKnownOneTap.mockResolvedValue(known);
    const answer = await t.ask({ channel: 'EMAIL', email: ' Ada@example.com' });
    expect(t.api.completeKnownOneTap).toHaveBeenCalledWith('EMAIL', 'Ada@example.com');
    expect(t.api.createIntent).not.toHaveBeenCalled();
    expect(t.api.verifyCode).toHaveBeenCalledWith('c_known', 'as_known');
    expect(answer).toEqual({
      responseType: 'VERIFY',
      success: true,
      statusCode: 200,
      response: { requestID: 'as_known', verification: 'COMPLETED' },
    });
    expect(t.pushed).toEqual([
      {
        responseType: 'ONETAP',
        success: true,
        statusCode: 200,
        response: { requestID: 'as_known', token: 'jwt-for-c_known', user, code: 'c_known' },
      },
    ]);
  });

  it('names a phone to the host as the intent call does (country code and number)', async () => {
    const config = { ...defaultConfig, userDetails: { mobile: [item('+91•••••3210')], email: [] } };
    const t = headless({ api: fakeApi(config) });
    t.api.completeKnownOneTap.mockResolvedValue(known);
    await t.ask({ channel: 'PHONE', phone: '98765 43210', countryCode: '+91' });
    expect(t.api.completeKnownOneTap).toHaveBeenCalledWith('MOBILE', '919876543210');
    expect(t.api.createIntent).not.toHaveBeenCalled();
  });

  it('runs the channel flow when the host matches nothing (another identity, revoked, no key)', async () => {
    const t = headless({ api: fakeApi(knownEmail) });
    const answer = await t.ask({ channel: 'EMAIL', email: 'bob@example.com' });
    expect(t.api.completeKnownOneTap).toHaveBeenCalledTimes(1);
    expect(answer).toMatchObject({ responseType: 'INITIATE', success: true });
    expect(t.api.createIntent).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'OTP_LINK', email: 'bob@example.com' }),
    );
    expect(t.pushed).toEqual([]);
  });

  it('runs the channel flow when the one-tap code does not verify', async () => {
    const t = headless({ api: fakeApi(knownEmail) });
    t.api.completeKnownOneTap.mockResolvedValue(known);
    t.api.verifyCode.mockResolvedValueOnce({ ok: false, status: 400, message: 'Invalid code' });
    expect(await t.ask({ channel: 'EMAIL', email: 'ada@example.com' })).toMatchObject({
      responseType: 'INITIATE',
      success: true,
    });
  });

  it('asks the host only when this browser may know the identity type', async () => {
    const fresh = headless();
    await fresh.ask({ channel: 'EMAIL', email: 'ada@example.com' });
    expect(fresh.api.completeKnownOneTap).not.toHaveBeenCalled();
    // An email is known here, no phone.
    const t = headless({ api: fakeApi(knownEmail) });
    await t.ask({ channel: 'PHONE', phone: '9876543210', countryCode: '91' });
    expect(t.api.completeKnownOneTap).not.toHaveBeenCalled();
    // Never for a typed code, nor for a button channel.
    await t.ask({ channel: 'EMAIL', email: 'ada@example.com', otp: '123456' });
    await t.ask({ channel: 'OAUTH', channelType: 'GMAIL' });
    expect(t.api.completeKnownOneTap).not.toHaveBeenCalled();
  });

  it('asks after a sign-in on this page, and when the config could only say the device is known', async () => {
    const t = headless();
    await t.ask({ channel: 'EMAIL', email: 'ada@example.com' });
    await t.ask({ channel: 'EMAIL', email: 'ada@example.com', otp: '123456' });
    t.api.completeKnownOneTap.mockResolvedValue(known);
    expect((await t.ask({ channel: 'EMAIL', email: 'ada@example.com' })).responseType).toBe('VERIFY');
    expect(t.api.createIntent).toHaveBeenCalledTimes(1);

    expect(mayKnowIdentity({ ...defaultConfig, knownDevice: true }, 'PHONE')).toBe(true);
    expect(mayKnowIdentity(defaultConfig, 'EMAIL')).toBe(false);
    expect(mayKnowIdentity(knownEmail, 'EMAIL')).toBe(true);
    expect(mayKnowIdentity(knownEmail, 'PHONE')).toBe(false);
  });
});
