import { describe, expect, it } from 'vitest';
import {
  type FlowConfig,
  type FlowEvent,
  type FlowState,
  flowReducer,
  initialFlowState,
} from '../../state/rules/flowMachine';
import { isOtpComplete } from '../../state/rules/isOtpComplete';
import { secondsUntil } from '../../state/rules/secondsUntil';

const config: FlowConfig = { merchantName: 'Demo shop', channel: 'OTP_LINK', links: {} };
const run = (events: FlowEvent[], from: FlowState = initialFlowState) => events.reduce(flowReducer, from);
const intent = (now = 1_000): FlowEvent => ({
  type: 'intentCreated',
  asId: 'as_1',
  destination: 'a•••@example.com',
  otpLength: 6,
  resendAfterS: 60,
  now,
});
const onEntry = run([{ type: 'configLoaded', config }]);
const submitted = run(
  [{ type: 'emailChanged', email: ' ada@example.com ' }, { type: 'emailSubmitted' }],
  onEntry,
);
const onCode = run([intent()], submitted);

describe('flowReducer', () => {
  it('starts loading and shows the entry once the configuration arrives', () => {
    expect(initialFlowState.step).toBe('loading');
    expect(onEntry.step).toBe('entry');
    expect(onEntry.config).toEqual(config);
  });

  it('shows the error step and a toast when the configuration cannot load, and loads again on retry', () => {
    const failed = run([{ type: 'loadFailed', message: 'UnAuthorized request! Please check your appId' }]);
    expect(failed.step).toBe('error');
    expect(failed.error).toEqual({ id: 1, message: 'UnAuthorized request! Please check your appId' });
    expect(run([{ type: 'retried' }], failed).step).toBe('loading');
  });

  it('accepts a trimmed email and marks the intent call as started', () => {
    expect(submitted).toMatchObject({ email: 'ada@example.com', busy: true, entryProblem: null });
  });

  it('does not start a second intent while one is in flight', () => {
    expect(flowReducer(submitted, { type: 'emailSubmitted' })).toBe(submitted);
  });

  it.each([
    ['', 'emailRequired'],
    ['ada@', 'emailInvalid'],
    ['not an email', 'emailInvalid'],
    ['+62 812 3456 7890', 'phoneUnavailable'],
  ] as const)('refuses %j with %s and sends nothing', (email, problem) => {
    const state = run([{ type: 'emailChanged', email }, { type: 'emailSubmitted' }], onEntry);
    expect(state).toMatchObject({ step: 'entry', busy: false, entryProblem: problem });
  });

  it('clears the field problem as soon as the user types again', () => {
    const state = run([{ type: 'emailSubmitted' }, { type: 'emailChanged', email: 'a' }], onEntry);
    expect(state.entryProblem).toBeNull();
  });

  it('says so in a toast when the merchant has no email channel', () => {
    const noEmail = run([{ type: 'configLoaded', config: { ...config, channel: null } }]);
    const state = run(
      [{ type: 'emailChanged', email: 'ada@example.com' }, { type: 'emailSubmitted' }],
      noEmail,
    );
    expect(state).toMatchObject({ step: 'entry', busy: false, error: { id: 1, code: 'noEmailChannel' } });
  });

  it('moves to the code step with the destination and a resend time resendAfter seconds away', () => {
    expect(onCode).toMatchObject({
      step: 'code',
      busy: false,
      asId: 'as_1',
      destination: 'a•••@example.com',
      otpLength: 6,
      resendAt: 61_000,
    });
  });

  it('keeps only digits of the code, up to its length, and knows when it is complete', () => {
    const partial = run([{ type: 'otpChanged', otp: '12a3' }], onCode);
    expect(partial.otp).toBe('123');
    expect(isOtpComplete(partial)).toBe(false);
    const full = run([{ type: 'otpChanged', otp: '123 456 78' }], onCode);
    expect(full.otp).toBe('123456');
    expect(isOtpComplete(full)).toBe(true);
  });

  it('keeps the user on the code step after a wrong code, clears it and shows the message', () => {
    const state = run(
      [
        { type: 'otpChanged', otp: '123456' },
        { type: 'verifying' },
        { type: 'failed', message: 'OTP incorrect. Please enter Valid OTP' },
      ],
      onCode,
    );
    expect(state).toMatchObject({
      step: 'code',
      busy: false,
      otp: '',
      error: { id: 1, message: 'OTP incorrect. Please enter Valid OTP' },
    });
  });

  it('gives each error a new id so the same message shows twice', () => {
    const once = run([{ type: 'failed', message: 'x' }], onCode);
    expect(run([{ type: 'failed', message: 'x' }], once).error).toEqual({ id: 2, message: 'x' });
  });

  it('refuses a resend before resendAfter has passed and allows it after', () => {
    expect(run([{ type: 'resendRequested', now: 60_999 }], onCode).busy).toBe(false);
    const resending = run([{ type: 'resendRequested', now: 61_000 }], onCode);
    expect(resending.busy).toBe(true);
    expect(run([intent(70_000)], resending)).toMatchObject({ step: 'code', busy: false, resendAt: 130_000 });
  });

  it('goes back to the entry on Change, keeping the email', () => {
    const state = run([{ type: 'changeRequested' }], onCode);
    expect(state).toMatchObject({
      step: 'entry',
      email: 'ada@example.com',
      asId: null,
      otp: '',
      busy: false,
    });
  });

  it('ignores an intent that answers after the user pressed Change', () => {
    const resending = run([{ type: 'resendRequested', now: 61_000 }], onCode);
    const changed = run([{ type: 'changeRequested' }], resending);
    expect(run([intent()], changed)).toBe(changed);
  });

  it('signs in only from the code step', () => {
    expect(run([{ type: 'verifying' }, { type: 'signedIn' }], onCode)).toMatchObject({
      step: 'success',
      busy: false,
    });
    expect(flowReducer(onEntry, { type: 'signedIn' })).toBe(onEntry);
  });

  it('returns to the entry with a toast when the host ends the sign-in', () => {
    expect(run([{ type: 'signInEnded' }], onCode)).toMatchObject({
      step: 'entry',
      asId: null,
      error: { id: 1, code: 'signInEnded' },
    });
  });

  it('counts whole seconds down to zero', () => {
    expect(secondsUntil(61_000, 1_000)).toBe(60);
    expect(secondsUntil(61_000, 60_001)).toBe(1);
    expect(secondsUntil(61_000, 70_000)).toBe(0);
  });
});
