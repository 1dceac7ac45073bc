import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_POLL_INTERVAL_MS } from '../../../contract/constants';
import type { SessionInfo } from '../../../contract/sessionWire';
import { defaultConfig, fakeApi, headless, ok, success, user } from './headlessFixtures';

const session: SessionInfo = {
  sessionId: 'ses_1',
  sessionToken: 'st_1',
  refreshToken: 'rt_1',
  sessionTokenExpiresAt: '2030-01-01T01:00:00Z',
  expiresAt: '2030-01-31T00:00:00Z',
};

/**
 * spec §3 "version (V2 is special)" (contract/headless HEADLESS_VERSIONS): V1, the default,
 * answers a finished sign-in VERIFY COMPLETED and pushes ONETAP; V2 answers it SESAME_USER
 * (`{product}_USER`) with the session; any other version is INVALID_VALUE for `version`.
 */
describe('headless request versions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function withSession() {
    const t = headless();
    t.api.verifyCode.mockImplementation(async (code: string, asId: string) =>
      ok({
        user,
        token: `jwt-for-${code}`,
        asId: asId || 'as_code',
        webauthnRegistered: false,
        sessionInfo: session,
      }),
    );
    return t;
  }

  it('refuses a version it does not speak, for every request, with the spec §8 INVALID_VALUE', async () => {
    for (const version of ['V3', 'v2', '2', '']) {
      const t = headless();
      for (const request of [{ channel: 'READY_STATE' }, { channel: 'EMAIL', email: 'ada@example.com' }]) {
        expect(await t.ask({ ...request, version })).toEqual({
          responseType: 'INITIATE',
          success: false,
          statusCode: 4000,
          response: {
            errorMessage: 'The request values are incorrect, see details.',
            version: 'Please enter the valid version',
          },
        });
      }
      expect(t.api.createIntent).not.toHaveBeenCalled();
    }
  });

  it('V1 is the default: VERIFY COMPLETED answered, ONETAP pushed', async () => {
    const t = withSession();
    await t.ask({ channel: 'EMAIL', email: 'ada@example.com', version: 'V1' });
    const answer = await t.ask({ channel: 'EMAIL', email: 'ada@example.com', otp: '123456', version: 'V1' });
    expect(answer.responseType).toBe('VERIFY');
    expect(t.pushed.map((r) => r.responseType)).toEqual(['ONETAP']);
  });

  it('V2 answers the otp request with the signed-in user and its session, nothing pushed', async () => {
    const t = withSession();
    expect((await t.ask({ channel: 'EMAIL', email: 'ada@example.com', version: 'V2' })).responseType).toBe(
      'INITIATE',
    );
    const answer = await t.ask({ channel: 'EMAIL', email: 'ada@example.com', otp: '123456', version: 'V2' });
    expect(answer).toEqual({
      responseType: 'SESAME_USER',
      success: true,
      statusCode: 200,
      response: { requestID: 'as_otp_link', token: 'jwt-for-c_otp', user, code: 'c_otp', session },
    });
    expect(t.pushed).toEqual([]);
  });

  it('V2 answers a code and a known user the same way; without a session there is no session field', async () => {
    const t = headless({ api: fakeApi({ ...defaultConfig, knownDevice: true }) });
    expect(await t.ask({ code: 'c_redirect', version: 'V2' })).toMatchObject({
      responseType: 'SESAME_USER',
      response: { requestID: 'as_code', token: 'jwt-for-c_redirect', user, code: 'c_redirect' },
    });
    t.api.completeKnownOneTap.mockResolvedValue(ok({ code: 'c_known', asId: 'as_known' }));
    const answer = await t.ask({ channel: 'EMAIL', email: 'ada@example.com', version: 'V2' });
    expect(answer.responseType).toBe('SESAME_USER');
    expect(answer.response).not.toHaveProperty('session');
    expect(t.pushed).toEqual([]);
  });

  it('V2 pushes SESAME_USER alone when a link finishes the sign-in elsewhere; failures stay VERIFY', async () => {
    const t = withSession();
    await t.ask({ channel: 'EMAIL', email: 'ada@example.com', version: 'V2' });
    t.api.getStatus.mockResolvedValue(ok(success('c_link')));
    await vi.advanceTimersByTimeAsync(2 * STATUS_POLL_INTERVAL_MS);
    expect(t.pushed).toEqual([
      {
        responseType: 'SESAME_USER',
        success: true,
        statusCode: 200,
        response: { requestID: 'as_otp_link', token: 'jwt-for-c_link', user, code: 'c_link', session },
      },
    ]);

    t.api.verifyOtp.mockResolvedValueOnce({ ok: false, status: 400, message: 'OTP incorrect' });
    await t.ask({ channel: 'EMAIL', email: 'bob@example.com', version: 'V2' });
    expect(
      await t.ask({ channel: 'EMAIL', email: 'bob@example.com', otp: '000000', version: 'V2' }),
    ).toMatchObject({ responseType: 'VERIFY', success: false, response: { verification: 'FAILED' } });
  });
});
