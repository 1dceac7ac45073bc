import { createStore } from 'jotai/vanilla';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_POLL_INTERVAL_MS } from '../../contract/constants';
import type { SignInDetail, StatusResponse } from '../../contract/wire';
import { flowStateAtom } from '../../state/atoms/flowAtoms';
import { createSignInFlow } from '../../state/flows/createSignInFlow';
import { loadSignInSteps } from '../../state/flows/loadSignInSteps';
import { configWith, emailIntent, fakeApi, ok } from '../support/flowFixtures';

const config = configWith([
  {
    identifierType: 'EMAIL',
    verified: false,
    channel: [{ name: 'OTP_LINK', type: 'INPUT', logo: '', uiId: 'u' }],
  },
]);
const intent = emailIntent;
const user = { uid: 'u_1', email: 'ada@example.com', emailVerified: true, createdAt: '2025-01-01T00:00:00Z' };
const verified = { user, token: 'jwt', asId: 'as_1', webauthnRegistered: false };
const pending: StatusResponse = { status: 'PENDING', isCrossDevice: false };

function setup() {
  const api = fakeApi(config, {
    createIntent: vi.fn(async () => ok(intent)),
    getStatus: vi.fn(async () => ok(pending)),
    verifyCode: vi.fn(async () => ok(verified)),
  });
  const store = createStore();
  const signedIn: SignInDetail[] = [];
  const flow = createSignInFlow({ api, store, onSignIn: (detail) => signedIn.push(detail) });
  const state = () => store.get(flowStateAtom);
  return { api, flow, state, signedIn };
}

/** Lets the fake API's promises resolve without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

async function toCodeStep(t: ReturnType<typeof setup>) {
  t.flow.start();
  await settle();
  expect(t.state().step).toBe('entry');
  t.flow.setEmail('ada@example.com');
  t.flow.submitEmail();
  await settle();
  expect(t.state().step).toBe('code');
}

describe('signInFlow', () => {
  // The sign-in steps' lazy chunk, here before the fake timers start.
  beforeAll(() => loadSignInSteps());
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows a button channel from the entry step until SUCCESS, then signs in with its code', async () => {
    const t = setup();
    t.flow.start();
    await settle();
    t.flow.follow('as_btn');
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.api.getStatus).toHaveBeenCalledWith('as_btn');
    expect(t.state().step).toBe('entry');
    t.api.getStatus.mockResolvedValue(ok({ status: 'SUCCESS', isCrossDevice: true, code: 'btn-code' }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.api.verifyCode).toHaveBeenCalledWith('btn-code', 'as_btn');
    expect(t.state().step).toBe('success');
    expect(t.signedIn).toHaveLength(1);
  });

  it('stops following when told to (the QR panel closed): no more status calls', async () => {
    const t = setup();
    t.flow.start();
    await settle();
    const stop = t.flow.follow('as_qr');
    await vi.advanceTimersByTimeAsync(3000);
    const calls = t.api.getStatus.mock.calls.length;
    stop();
    await vi.advanceTimersByTimeAsync(9000);
    expect(t.api.getStatus.mock.calls.length).toBe(calls);
    expect(t.state().step).toBe('entry');
  });

  it('tells the QR panel when the followed sign-in fails (a phone typed a wrong number), once', async () => {
    const t = setup();
    t.flow.start();
    await settle();
    const onFailed = vi.fn();
    t.flow.follow('as_qr', onFailed);
    await vi.advanceTimersByTimeAsync(3000);
    expect(onFailed).not.toHaveBeenCalled();
    t.api.getStatus.mockResolvedValue(ok({ status: 'FAILED', isCrossDevice: false }));
    await vi.advanceTimersByTimeAsync(9000);
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(t.state().step).toBe('entry');
  });

  it('creates the intent with the configured email channel', async () => {
    const t = setup();
    await toCodeStep(t);
    expect(t.api.createIntent).toHaveBeenCalledWith({ channel: 'OTP_LINK', email: 'ada@example.com' });
  });

  it('verifies a typed code, then the returned code, and hands over token, user and code', async () => {
    const t = setup();
    await toCodeStep(t);
    t.flow.setOtp('123456');
    await settle();
    expect(t.state().step).toBe('success');
    expect(t.api.verifyOtp).toHaveBeenCalledWith({ otp: '123456', email: 'ada@example.com', asId: 'as_1' });
    expect(t.api.verifyCode).toHaveBeenCalledWith('otp-code', 'as_1');
    expect(t.signedIn).toEqual([{ token: 'jwt', user, code: 'otp-code' }]);
  });

  it('completes when the status poll reports a link opened elsewhere', async () => {
    const t = setup();
    await toCodeStep(t);
    t.api.getStatus
      .mockResolvedValueOnce(ok(pending))
      .mockResolvedValueOnce(ok({ ...pending, status: 'SUCCESS', code: 'link-code' }));
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS);
    expect(t.state().step).toBe('code');
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS);
    expect(t.state().step).toBe('success');
    expect(t.api.getStatus).toHaveBeenCalledWith('as_1');
    expect(t.signedIn).toEqual([{ token: 'jwt', user, code: 'link-code' }]);
  });

  it('ignores a failed poll and keeps polling', async () => {
    const t = setup();
    await toCodeStep(t);
    t.api.getStatus.mockResolvedValueOnce({ ok: false, message: 'x', status: 503 });
    await vi.advanceTimersByTimeAsync(2 * STATUS_POLL_INTERVAL_MS);
    expect(t.api.getStatus).toHaveBeenCalledTimes(2);
    expect(t.state().error).toBeNull();
  });

  it('stops polling when the user presses Change', async () => {
    const t = setup();
    await toCodeStep(t);
    t.flow.change();
    await vi.advanceTimersByTimeAsync(3 * STATUS_POLL_INTERVAL_MS);
    expect(t.api.getStatus).not.toHaveBeenCalled();
    expect(t.state().step).toBe('entry');
  });

  it('shows the host message and stays on the code step when the code is wrong', async () => {
    const t = setup();
    await toCodeStep(t);
    t.api.verifyOtp.mockResolvedValueOnce({
      ok: false,
      message: 'OTP incorrect. Please enter Valid OTP',
      status: 400,
    });
    t.flow.setOtp('000000');
    await settle();
    expect(t.state().error).toMatchObject({ message: 'OTP incorrect. Please enter Valid OTP' });
    expect(t.state()).toMatchObject({ step: 'code', otp: '', busy: false });
    expect(t.signedIn).toEqual([]);
  });

  it('resends with the resend flag only once resendAfter has passed', async () => {
    const t = setup();
    await toCodeStep(t);
    t.flow.resend();
    expect(t.api.createIntent).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(intent.resendAfter * 1000);
    t.flow.resend();
    await settle();
    expect(t.api.createIntent).toHaveBeenCalledTimes(2);
    expect(t.api.createIntent).toHaveBeenLastCalledWith({
      channel: 'OTP_LINK',
      email: 'ada@example.com',
      resend: true,
    });
  });

  it('shows the error step when the configuration cannot load', async () => {
    const t = setup();
    t.api.getMerchantConfig.mockResolvedValueOnce({
      ok: false,
      message: 'UnAuthorized request! Please check your appId',
      status: 401,
    });
    t.flow.start();
    await settle();
    expect(t.state().step).toBe('error');
    t.flow.retry();
    await settle();
    expect(t.state().step).toBe('entry');
  });
});
