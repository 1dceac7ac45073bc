import { FALLBACK_ERROR_MESSAGE } from '../../contract/fallbackError';
import type { StatusResponse } from '../../contract/wire';
import { dispatchFlowAtom, flowStateAtom } from '../atoms/flowAtoms';
import type { FlowEvent } from '../rules/flowMachine';
import { intentTarget } from '../rules/intentTarget';
import { isOtpComplete } from '../rules/isOtpComplete';
import { toFlowConfig } from '../rules/toFlowConfig';
import { type FinishingFlow, finishSignIn } from './finishSignIn';
import { requestIntent } from './requestIntent';
import type { SignInFlowOptions } from './SignInFlowOptions';
import type { SignInFlow } from './signInFlow';
import type { StatusWatcher } from './statusWatcher';
import { watchSignIn } from './watchSignIn';

/** Runs the calls of the email path against the host and feeds their outcomes to the reducer. */
export function createSignInFlow(options: SignInFlowOptions): SignInFlow {
  const { api, store, now = Date.now } = options;
  const get = () => store.get(flowStateAtom);
  const dispatch = (event: FlowEvent) => store.set(dispatchFlowAtom, event);
  /** Dispatches and tells whether the event started a call (the reducer set `busy`). */
  const starts = (event: FlowEvent) => {
    const wasBusy = get().busy;
    dispatch(event);
    return !wasBusy && get().busy;
  };
  let watcher: StatusWatcher | undefined;
  let completing = false;
  let disposed = false;
  const finishing: FinishingFlow = {
    ...options,
    get,
    dispatch,
    verified: [],
    mandatory: options.mandatory ?? [],
    navigate: options.navigate ?? ((url) => globalThis.location?.assign(url)),
  };

  async function load() {
    const result = await api.getMerchantConfig();
    if (disposed) return;
    dispatch(
      result.ok
        ? { type: 'configLoaded', config: toFlowConfig(result.data) }
        : { type: 'loadFailed', message: result.message },
    );
  }

  async function sendIntent(resend: boolean) {
    const { email } = get();
    // The email path, or a phone number's mobile channel (flowMachine intentTarget, spec §5).
    const target = intentTarget(get());
    if (!target) return;
    const requested = await requestIntent(options, get(), target, resend);
    if (disposed) return;
    if ('signedIn' in requested)
      return complete(requested.signedIn.code, requested.signedIn.asId, { type: 'signedInWithButton' });
    const { result } = requested;
    if (!result.ok) return dispatch({ type: 'failed', message: result.message });
    const { asId, destinationUri, otpLength, resendAfter } = result.data;
    dispatch({
      type: 'intentCreated',
      asId,
      destination: destinationUri ?? email,
      otpLength: otpLength ?? null,
      resendAfterS: resendAfter,
      now: now(),
    });
    schedulePoll();
  }

  async function verifyOtp() {
    const { otp, email, asId } = get();
    // The code step always has an asId (flowReducer 'intentCreated'); never leave the flow busy.
    if (!asId) return dispatch({ type: 'failed', message: FALLBACK_ERROR_MESSAGE });
    const target = intentTarget(get());
    const identifier = target && 'mobile' in target ? { mobile: target.mobile } : { email };
    const result = await api.verifyOtp({ otp, asId, ...identifier });
    if (disposed) return;
    if (!result.ok) return dispatch({ type: 'failed', message: result.message });
    await complete(result.data.code, asId);
  }

  // spec §4 "Verify-code outcomes": the code is checked and the user and token handed over.
  async function complete(code: string, asId: string, signedIn: FlowEvent = { type: 'signedIn' }) {
    completing = true;
    stopPolling();
    const result = await api.verifyCode(code, asId);
    completing = false;
    if (disposed) return;
    if (!result.ok) return dispatch({ type: 'failed', message: result.message });
    finishSignIn(finishing, result.data, code, signedIn);
  }

  // spec §4 "Intent handling": the status is followed until SUCCESS or FAILED, so a link opened
  // or an approval given on another device completes the sign-in here. The watcher prefers the
  // live status stream and falls back to polling every 3 s; a failed poll is ignored.
  function schedulePoll() {
    stopPolling();
    const { asId } = get();
    if (!asId) return;
    watcher = watchSignIn(
      api,
      asId,
      () => {
        const current = get();
        if (disposed || current.step !== 'code' || current.asId !== asId) return 'stop';
        return current.busy || completing ? 'wait' : 'go';
      },
      (status) => handleStatus(status, asId),
    );
  }

  function stopPolling() {
    watcher?.stop();
    watcher = undefined;
  }

  /** True when the watch is over. */
  async function handleStatus(status: StatusResponse, asId: string): Promise<boolean> {
    const current = get();
    if (disposed || completing || current.step !== 'code' || current.asId !== asId) return true;
    if (status.status === 'SUCCESS' && status.code) {
      if (starts({ type: 'verifying' })) await complete(status.code, asId);
      return true;
    }
    if (status.status === 'FAILED') {
      dispatch({ type: 'signInEnded' });
      api.track?.('TIMEOUT');
      return true;
    }
    return false;
  }

  function setOtp(otp: string) {
    dispatch({ type: 'otpChanged', otp });
    if (isOtpComplete(get()) && starts({ type: 'verifying' })) void verifyOtp();
  }

  return {
    start() {
      const { step } = get();
      if (step === 'loading') void load();
      if (step === 'code') schedulePoll();
    },
    retry() {
      dispatch({ type: 'retried' });
      api.track?.('TRY_AGAIN');
      if (get().step === 'loading') void load();
    },
    setEmail: (email) => dispatch({ type: 'emailChanged', email }),
    submitEmail() {
      if (starts({ type: 'emailSubmitted' })) void sendIntent(false);
    },
    setOtp,
    otpAutoRead(otp) {
      // spec §7 analytics: the code came from the SMS, not the keyboard.
      api.track?.('OTP_AUTO_READ');
      setOtp(otp);
    },
    resend() {
      if (starts({ type: 'resendRequested', now: now() })) void sendIntent(true);
    },
    change() {
      stopPolling();
      dispatch({ type: 'changeRequested' });
    },
    completeWithCode(code, asId) {
      if (!completing) void complete(code, asId, { type: 'signedInWithPasskey' });
    },
    follow(asId, onFailed) {
      // spec §4: the status is followed until SUCCESS or FAILED, like the code step's.
      stopPolling();
      const mine = watchSignIn(
        api,
        asId,
        () => (disposed ? 'stop' : completing || get().busy ? 'wait' : 'go'),
        async (status) => {
          if (disposed || completing) return true;
          if (status.status === 'SUCCESS' && status.code) {
            await complete(status.code, asId, { type: 'signedInWithButton' });
            return true;
          }
          if (status.status === 'FAILED') onFailed?.();
          return status.status === 'FAILED';
        },
      );
      watcher = mine;
      return () => {
        if (watcher === mine) stopPolling();
      };
    },
    dispose() {
      disposed = true;
      stopPolling();
    },
  };
}
