import { createStore } from 'jotai/vanilla';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_POLL_INTERVAL_MS } from '../../contract/constants';
import type { SignInDetail } from '../../contract/wire';
import type { ApiFailure } from '../../services/api/ApiResult';
import { flowStateAtom } from '../../state/atoms/flowAtoms';
import { createSignInFlow } from '../../state/flows/createSignInFlow';
import { loadSignInSteps } from '../../state/flows/loadSignInSteps';
import { configWith, emailIntent, fakeApi, ok } from '../support/flowFixtures';

const config = configWith([
  {
    identifierType: 'EMAIL',
    verified: false,
    channel: [{ name: 'OTP_LINK', type: 'INPUT', logo: '', uiId: 'e' }],
  },
  {
    identifierType: 'MOBILE',
    verified: false,
    channel: [{ name: 'SMS', type: 'INPUT', logo: '', uiId: 'm' }],
  },
]);
const user = { uid: 'u_1', mobile: '6281234567890', emailVerified: false, createdAt: '2025-01-01T00:00:00Z' };
const fail = (failure: Omit<ApiFailure, 'ok'>): ApiFailure => ({ ok: false, ...failure });
const wrongCode = (left: number) =>
  fail({
    status: 400,
    code: 'otp_incorrect',
    message: 'OTP incorrect. Please enter Valid OTP',
    details: { attemptsLeft: String(left) },
  });

function setup() {
  const api = fakeApi(config, {
    verifyCode: vi.fn(async () => ok({ user, token: 'jwt', asId: 'as_1', webauthnRegistered: false })),
  });
  const store = createStore();
  const signedIn: SignInDetail[] = [];
  const flow = createSignInFlow({ api, store, appId: 'shop', onSignIn: (d) => signedIn.push(d) });
  return { api, flow, store, signedIn, state: () => store.get(flowStateAtom) };
}
const settle = () => vi.advanceTimersByTimeAsync(0);

async function toCode(t: ReturnType<typeof setup>, identifier = 'ada@example.com') {
  t.flow.start();
  await settle();
  t.flow.setEmail(identifier);
  t.flow.submitEmail();
  await settle();
  expect(t.state().step).toBe('code');
}

/** docs/widget.md "What the widget says": tries left, waits, refusals, offline, who signed in. */
describe('sign-in feedback', () => {
  // The calls' chunk, as the product fetches it after the first screen.
  beforeAll(() => loadSignInSteps());
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the tries left after a wrong code, and after the last one offers a new code at once', async () => {
    const t = setup();
    await toCode(t);
    t.api.verifyOtp.mockResolvedValueOnce(wrongCode(3));
    t.flow.setOtp('111111');
    await settle();
    expect(t.state()).toMatchObject({ step: 'code', attemptsLeft: 3, otp: '' });
    t.api.verifyOtp.mockResolvedValueOnce(wrongCode(0));
    t.flow.setOtp('222222');
    await settle();
    expect(t.state().attemptsLeft).toBe(0);
    // No 60 s dead end: the resend goes now (the host's intent answer said to wait 60 s).
    t.flow.resend();
    await settle();
    expect(t.api.createIntent).toHaveBeenCalledTimes(2);
    expect(t.state()).toMatchObject({ step: 'code', attemptsLeft: null });
  });

  it('takes no more typed codes once none is left (otp_locked), until the new code', async () => {
    const t = setup();
    await toCode(t);
    t.api.verifyOtp.mockResolvedValueOnce(
      fail({ status: 429, code: 'otp_locked', message: 'Too many wrong codes.', retryAfterS: 40 }),
    );
    t.flow.setOtp('333333');
    await settle();
    expect(t.state().attemptsLeft).toBe(0);
    t.flow.setOtp('444444');
    expect(t.state().otp).toBe('');
    expect(t.api.verifyOtp).toHaveBeenCalledTimes(1);
  });

  it('a 429 on resend keeps the code screen, shows the Retry-After wait, and sends when it ends', async () => {
    const t = setup();
    await toCode(t);
    vi.advanceTimersByTime(emailIntent.resendAfter * 1000);
    t.api.createIntent.mockResolvedValueOnce(
      fail({ status: 429, code: 'rate_limited', message: 'Too many requests.', retryAfterS: 40 }),
    );
    t.flow.resend();
    await settle();
    expect(t.state().step).toBe('code');
    expect(t.state().waitUntil - Date.now()).toBe(40_000);
    expect(t.state().error).toBeNull();
    await vi.advanceTimersByTimeAsync(40_000);
    expect(t.api.createIntent).toHaveBeenCalledTimes(3);
    expect(t.state().waitUntil).toBe(0);
  });

  it('says a refused phone number under the field, without a toast', async () => {
    const t = setup();
    t.flow.start();
    await settle();
    t.api.createIntent.mockResolvedValueOnce(
      fail({ status: 400, code: 'number_not_mobile', message: 'Sign-in by SMS needs a mobile number.' }),
    );
    t.flow.setEmail('+62 21 555 0100');
    t.flow.submitEmail();
    await settle();
    expect(t.state()).toMatchObject({ step: 'entry', busy: false, error: null });
    expect(t.state().entryRefusal).toBe('Sign-in by SMS needs a mobile number.');
    t.flow.setEmail('+62 812 3456 7890');
    expect(t.state().entryRefusal).toBeNull();
  });

  it('offline: no status calls, the typed code kept and sent when the connection is back', async () => {
    const t = setup();
    await toCode(t);
    t.flow.connectionChanged(false);
    const calls = t.api.getStatus.mock.calls.length;
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS * 5);
    expect(t.api.getStatus.mock.calls.length).toBe(calls);
    t.flow.setOtp('123456');
    expect(t.api.verifyOtp).not.toHaveBeenCalled();
    expect(t.state().otp).toBe('123456');
    t.flow.connectionChanged(true);
    await settle();
    // A re-check of the status at once, then the kept code.
    expect(t.api.getStatus.mock.calls.length).toBe(calls + 1);
    expect(t.api.verifyOtp).toHaveBeenCalledWith(expect.objectContaining({ otp: '123456' }));
  });

  it('a code sent into a dropped connection stays typed', async () => {
    const t = setup();
    await toCode(t);
    t.api.verifyOtp.mockResolvedValueOnce(fail({ status: 0, message: 'Something went wrong' }));
    t.flow.setOtp('123456');
    await settle();
    expect(t.state()).toMatchObject({ step: 'code', otp: '123456', busy: false });
  });

  it.each([
    ['unknown_app', 401, 'unknownApp', /no app with the id "shop"/],
    ['origin_not_allowed', 403, 'originNotAllowed', /origin .* is not registered for the app "shop"/],
  ] as const)(
    '%s: the panel says which, the console says what to fix',
    async (code, status, problem, log) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const t = setup();
      t.api.getMerchantConfig.mockResolvedValueOnce(fail({ status, code, message: 'refused' }));
      t.flow.start();
      await settle();
      expect(t.state()).toMatchObject({ step: 'error', loadProblem: problem });
      expect(String(errors.mock.calls[0]?.[0])).toMatch(log);
      t.flow.retry();
      expect(t.state().loadProblem).toBeNull();
    },
  );

  it('names who signed in through a button channel (the phone number)', async () => {
    const t = setup();
    t.flow.start();
    await settle();
    t.flow.follow('as_wa');
    t.api.getStatus.mockResolvedValue(ok({ status: 'SUCCESS', isCrossDevice: false, code: 'c' }));
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS);
    expect(t.state()).toMatchObject({ step: 'success', identity: '+6281234567890' });
  });
});

describe('who the success screen names', () => {
  it('the typed number with its country code, the email, or what the host knows', async () => {
    const { signedInIdentity, typedIdentifier } = await import('../../state/rules/signedInIdentity');
    expect(typedIdentifier({ email: ' 812 3456 7890', path: 'phone', countryCode: '+62' })).toBe(
      '+62 812 3456 7890',
    );
    expect(typedIdentifier({ email: 'ada@example.com', path: 'email', countryCode: '+62' })).toBe(
      'ada@example.com',
    );
    expect(signedInIdentity(user, null)).toBe('+6281234567890');
    expect(signedInIdentity({ ...user, mobile: undefined, name: 'Ada' }, null)).toBe('Ada');
    expect(signedInIdentity({ ...user, email: 'sso@example.com' }, null)).toBe('sso@example.com');
  });
});
