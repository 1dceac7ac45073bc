import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CALLER_ID_POLL_LIMIT_MS,
  SILENT_AUTH_TIMEOUT_NATIVE_MS,
  SILENT_AUTH_TIMEOUT_WEB_MS,
  STATUS_POLL_INTERVAL_MS,
} from '../../../contract/constants';
import { pollPlanFor } from '../../../services/headless/pollPlan';
import {
  entry,
  failed,
  fakeApi,
  headless,
  intentFor,
  merchantConfig,
  ok,
  pending,
  settle,
  success,
} from './headlessFixtures';

const POLL = STATUS_POLL_INTERVAL_MS;

describe('headless polling (spec §4 "After an intent", §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each(['MOBILE_LOGIN', 'EMAIL_LOGIN', 'OTP_LINK', 'OTAP'])(
    '%s starts polling after 3 s, every 3 s',
    (channel) => {
      expect(pollPlanFor(channel, { native: false })).toMatchObject({ startAfterMs: POLL, intervalMs: POLL });
    },
  );

  it('a code-only channel is not polled: the code comes back as an otp request', () => {
    expect(pollPlanFor('OTP', { native: false })).toBeNull();
    expect(pollPlanFor('SMS', { native: false })).toBeNull();
  });

  it('polls an OTP link sign-in every 3 s from 3 s on, and stops when the status shows a user uid', async () => {
    const t = headless();
    await t.ask({ channel: 'EMAIL', email: 'ada@example.com' });
    await vi.advanceTimersByTimeAsync(POLL - 1);
    expect(t.api.getStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.api.getStatus).toHaveBeenCalledTimes(1);
    expect(t.api.getStatus).toHaveBeenCalledWith('as_otp_link');
    // SUCCESS without a user is not the end yet; a failed poll is ignored.
    t.api.getStatus.mockResolvedValueOnce(ok({ status: 'SUCCESS', isCrossDevice: true }));
    t.api.getStatus.mockResolvedValueOnce({ ok: false, message: 'offline', status: 0 });
    t.api.getStatus.mockResolvedValueOnce(ok(success('c_link')));
    await vi.advanceTimersByTimeAsync(3 * POLL);
    expect(t.api.getStatus).toHaveBeenCalledTimes(4);
    expect(t.api.verifyCode).toHaveBeenCalledWith('c_link', 'as_otp_link');
    expect(t.pushed.map((r) => r.responseType)).toEqual(['VERIFY', 'ONETAP']);
    expect(t.pushed[0]).toEqual({
      responseType: 'VERIFY',
      success: true,
      statusCode: 200,
      response: { requestID: 'as_otp_link', verification: 'COMPLETED' },
    });
    expect(t.pushed[1]?.response).toMatchObject({ token: 'jwt-for-c_link', code: 'c_link' });
    await vi.advanceTimersByTimeAsync(10 * POLL);
    expect(t.api.getStatus).toHaveBeenCalledTimes(4);
  });

  it('an expired (FAILED) link sign-in stops polling with a VERIFY failure', async () => {
    const t = headless();
    t.api.getStatus.mockResolvedValue(ok(failed));
    await t.ask({ channel: 'EMAIL', email: 'ada@example.com' });
    await vi.advanceTimersByTimeAsync(POLL);
    expect(t.pushed).toEqual([
      {
        responseType: 'VERIFY',
        success: false,
        statusCode: 400,
        response: {
          errorMessage: 'Something went wrong! Please try again.',
          requestID: 'as_otp_link',
          verification: 'FAILED',
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(5 * POLL);
    expect(t.api.getStatus).toHaveBeenCalledTimes(1);
  });

  describe('caller identification', () => {
    function truecaller() {
      const api = fakeApi();
      api.createIntent.mockResolvedValueOnce(
        ok(intentFor('TRUE_CALLER_SSO', { intent: 'truecallersdk://x', communicationMode: 'LINK' })),
      );
      return headless({ api });
    }

    it('polls every 3 s; FAILED sends a VERIFY failure (400)', async () => {
      const t = truecaller();
      await t.ask({ channel: 'OAUTH', channelType: 'TRUE_CALLER_SSO' });
      t.api.getStatus.mockResolvedValueOnce(ok(pending)).mockResolvedValueOnce(ok(failed));
      await vi.advanceTimersByTimeAsync(2 * POLL);
      expect(t.api.getStatus).toHaveBeenCalledTimes(2);
      expect(t.pushed).toEqual([
        {
          responseType: 'VERIFY',
          success: false,
          statusCode: 400,
          response: {
            errorMessage: 'Something went wrong! Please try again.',
            requestID: 'as_true_caller_sso',
            verification: 'FAILED',
          },
        },
      ]);
    });

    it('polls for up to 60 s, then gives up with a VERIFY failure', async () => {
      const t = truecaller();
      await t.ask({ channel: 'OAUTH', channelType: 'TRUE_CALLER_SSO' });
      await vi.advanceTimersByTimeAsync(CALLER_ID_POLL_LIMIT_MS - 1);
      expect(t.pushed).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(t.api.getStatus).toHaveBeenCalledTimes(CALLER_ID_POLL_LIMIT_MS / POLL - 1);
      expect(t.pushed.map((r) => [r.responseType, r.statusCode])).toEqual([['VERIFY', 400]]);
      await vi.advanceTimersByTimeAsync(10 * POLL);
      expect(t.api.getStatus).toHaveBeenCalledTimes(CALLER_ID_POLL_LIMIT_MS / POLL - 1);
    });
  });

  describe('silent authentication', () => {
    const SNA_LINK = 'https://carrier.example/sna/session';

    function silent(native: boolean) {
      const api = fakeApi(merchantConfig([entry('MOBILE', ['MOBILE_LOGIN'])], { silentAuth: true }));
      api.createIntent.mockResolvedValueOnce(
        ok(intentFor('SILENT_AUTH', { intent: SNA_LINK, communicationMode: 'SMS', asId: 'as_sna' })),
      );
      return headless({ api, native });
    }

    it('hands the link to the native layer, polls every 3 s and verifies the code on SUCCESS', async () => {
      const t = silent(true);
      const answer = await t.ask({ channel: 'PHONE', phone: '9876543210', countryCode: '+91' });
      expect(t.api.createIntent).toHaveBeenCalledWith({
        channel: 'MOBILE_LOGIN',
        mobile: '919876543210',
        silentAuthEnabled: true,
      });
      expect(answer.response).toMatchObject({ requestID: 'as_sna', authType: 'SILENT_AUTH' });
      expect(t.handedOff).toEqual([SNA_LINK]);
      t.api.getStatus.mockResolvedValueOnce(ok(pending)).mockResolvedValueOnce(ok(success('c_sna')));
      await vi.advanceTimersByTimeAsync(2 * POLL);
      expect(t.api.verifyCode).toHaveBeenCalledWith('c_sna', 'as_sna');
      expect(t.pushed.map((r) => r.responseType)).toEqual(['VERIFY', 'ONETAP']);
    });

    it.each([
      [false, SILENT_AUTH_TIMEOUT_WEB_MS],
      [true, SILENT_AUTH_TIMEOUT_NATIVE_MS],
    ])('native %s: times out at %i ms and retries the intent without silent auth', async (native, limit) => {
      const t = silent(native);
      await t.ask({ channel: 'PHONE', phone: '9876543210', countryCode: '+91' });
      await vi.advanceTimersByTimeAsync(limit - 1);
      expect(t.api.createIntent).toHaveBeenCalledTimes(1);
      expect(t.api.getStatus).toHaveBeenCalledTimes(Math.floor((limit - 1) / POLL));
      await vi.advanceTimersByTimeAsync(1);
      await settle();
      expect(t.api.createIntent).toHaveBeenCalledTimes(2);
      expect(t.api.createIntent).toHaveBeenLastCalledWith({
        channel: 'MOBILE_LOGIN',
        mobile: '919876543210',
      });
      // The retried INITIATE is pushed: the request itself was answered with the silent one.
      expect(t.pushed).toEqual([
        {
          responseType: 'INITIATE',
          success: true,
          statusCode: 200,
          response: {
            requestID: 'as_mobile_login',
            deliveryChannel: ['SMS'],
            authType: 'OTP',
            destinationUri: 'a•••@example.com',
          },
        },
      ]);
    });

    it('retries at once on FAILED', async () => {
      const t = silent(false);
      await t.ask({ channel: 'PHONE', phone: '9876543210', countryCode: '+91' });
      t.api.getStatus.mockResolvedValueOnce(ok(failed));
      await vi.advanceTimersByTimeAsync(POLL);
      await settle();
      expect(t.api.createIntent).toHaveBeenCalledTimes(2);
      expect(t.pushed.map((r) => r.responseType)).toEqual(['INITIATE']);
    });
  });

  it('stop() ends every poll', async () => {
    const t = headless();
    await t.ask({ channel: 'EMAIL', email: 'ada@example.com' });
    t.handler.stop();
    await vi.advanceTimersByTimeAsync(10 * POLL);
    expect(t.api.getStatus).not.toHaveBeenCalled();
  });
});
