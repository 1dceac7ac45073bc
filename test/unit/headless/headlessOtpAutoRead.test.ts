import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeadlessRequest, HeadlessResponse } from '../../../contract/headless';
import { runNativeHeadless } from '../../../services/headless/runNativeHeadless';
import { browserTimers } from '../../../services/headless/Timers';
import { fakeApi, settle } from './headlessFixtures';

/** A native app whose headless request is `request` and which reads SMS codes with `readOtp` (call 16). */
function app(request: HeadlessRequest, readOtp: () => Promise<string>) {
  const sent: HeadlessResponse[] = [];
  const bridge = {
    getHeadlessRequest: async () => request,
    sendHeadlessResponse: (r: HeadlessResponse) => void sent.push(r),
    openSilentAuthLink: vi.fn(),
    readOtp: vi.fn(readOtp),
  };
  const api = fakeApi();
  const run = () =>
    runNativeHeadless({
      appId: 'shop',
      bridge,
      api,
      timers: browserTimers,
      hostOrigin: 'https://h',
      showIfEmpty: false,
    });
  return { sent, bridge, api, run };
}

const phone: HeadlessRequest = { channel: 'PHONE', phone: '9876543210', countryCode: '+91' };

describe('native headless OTP_AUTO_READ (spec §3)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pushes the code the app read from the SMS, then verifies it: VERIFY and ONETAP follow', async () => {
    const a = app(phone, async () => '482913');
    const handler = await a.run();
    await settle();
    await settle();
    expect(a.sent.map((r) => r.responseType)).toEqual(['INITIATE', 'OTP_AUTO_READ', 'VERIFY', 'ONETAP']);
    expect(a.sent[1]).toEqual({
      responseType: 'OTP_AUTO_READ',
      success: true,
      statusCode: 200,
      response: { otp: '482913' },
    });
    expect(a.api.verifyOtp).toHaveBeenCalledWith(expect.objectContaining({ otp: '482913' }));
    if (handler !== 'onetap') handler.stop();
  });

  it('leaves the code to the app when it reads none, and never asks for an email sign-in', async () => {
    const none = app(phone, () => Promise.reject(new Error('no SMS')));
    const h1 = await none.run();
    await settle();
    expect(none.sent.map((r) => r.responseType)).toEqual(['INITIATE']);
    expect(none.api.verifyOtp).not.toHaveBeenCalled();

    const email = app({ channel: 'EMAIL', email: 'ada@example.com' }, async () => '111111');
    const h2 = await email.run();
    await settle();
    expect(email.bridge.readOtp).not.toHaveBeenCalled();
    expect(email.sent.map((r) => r.responseType)).toEqual(['INITIATE']);
    for (const h of [h1, h2]) if (h !== 'onetap') h.stop();
  });
});
