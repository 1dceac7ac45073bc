import { FALLBACK_ERROR_MESSAGE } from '../../contract/fallbackError';
import type { ApiFailure } from '../../services/api/ApiResult';
import { dispatchFlowAtom, flowStateAtom } from '../atoms/flowAtoms';
import type { SignedInEvent } from '../rules/FlowEvent';
import { failureEvent } from '../rules/failureEvent';
import type { FlowEvent } from '../rules/flowMachine';
import { intentTarget } from '../rules/intentTarget';
import { isOtpComplete } from '../rules/isOtpComplete';
import { createConnectivity } from './connectivity';
import { deferredDelivery } from './deferredDelivery';
import { deferredWatcher } from './deferredWatcher';
import { deliveryTarget } from './deliveryTarget';
import type { FinishingFlow } from './finishSignIn';
import { configEvent } from './loadConfig';
import { loadSignInSteps } from './loadSignInSteps';
import { requestIntent } from './requestIntent';
import { resendWhenAllowed } from './resendWhenAllowed';
import type { SignInFlowOptions } from './SignInFlowOptions';
import type { SignInFlow } from './signInFlow';
import type { StatusWatcher } from './statusWatcher';

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
  const retry = resendWhenAllowed(
    (asId) => !disposed && get().step === 'code' && get().asId === asId,
    () => flow.resend(),
  );
  let disposed = false;
  const finishing: FinishingFlow = {
    ...options,
    get,
    dispatch,
    verified: [],
    mandatory: options.mandatory ?? [],
    navigate: options.navigate ?? ((url) => globalThis.location?.assign(url)),
  };
  const delivery = deferredDelivery((flows) =>
    flows.followDelivery(options, { get, dispatch, starts, watch: schedulePoll, flow: () => flow }),
  );

  async function load() {
    const result = await api.getMerchantConfig();
    if (!disposed) dispatch(configEvent(result, options.appId));
  }

  async function sendIntent(resend: boolean) {
    // The email path, or a phone number's mobile channel (flowMachine intentTarget, spec §5).
    const target = deliveryTarget(options.store, get().asId, intentTarget(get()), resend);
    if (!target) return;
    const requested = await requestIntent(options, get(), target, resend);
    if (disposed) return;
    if ('signedIn' in requested)
      return complete(requested.signedIn.code, requested.signedIn.asId, { type: 'signedInWithButton' });
    const { result } = requested;
    if (!result.ok) return failed(result, resend);
    const { asId, destinationUri, otpLength, resendAfter } = result.data;
    dispatch({
      type: 'intentCreated',
      asId,
      destination: destinationUri ?? get().email,
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
    if (!result.ok) return failed(result, false);
    await complete(result.data.code, asId);
  }

  /** docs/widget.md: what a failure means for the person; a throttled resend is retried. */
  function failed(failure: ApiFailure, resend: boolean) {
    const event = failureEvent(failure, get().step, now());
    dispatch(event);
    if (event.type === 'throttled' && resend) retry.after(event.retryAfterS, get().asId);
  }

  // spec §4 "Verify-code outcomes": the code is checked and the user and token handed over.
  async function complete(code: string, asId: string, signedIn: SignedInEvent = { type: 'signedIn' }) {
    completing = true;
    stopPolling();
    // The code that finishes comes in the sign-in steps' lazy chunk, fetched meanwhile.
    const [result, steps] = await Promise.all([
      api.verifyCode(code, asId),
      loadSignInSteps().catch(() => null),
    ]);
    completing = false;
    if (disposed) return;
    if (!result.ok) return dispatch({ type: 'failed', message: result.message });
    // Unfetchable (offline): said as a call without an answer is (spec §8).
    if (!steps) return dispatch({ type: 'failed', message: FALLBACK_ERROR_MESSAGE });
    steps.finishSignIn(finishing, result.data, code, signedIn);
  }

  // spec §4 "Intent handling": the status is followed until SUCCESS or FAILED, so a link opened
  // or an approval given on another device completes the sign-in here. The watcher prefers the
  // live status stream and falls back to polling every 3 s; a failed poll is ignored.
  function schedulePoll() {
    stopPolling();
    const { asId } = get();
    if (!asId) return;
    delivery.follow(asId);
    watcher = connectivity.track(
      deferredWatcher((steps) =>
        steps.watchSignIn(
          api,
          asId,
          () => {
            const current = get();
            if (disposed || current.step !== 'code' || current.asId !== asId) return 'stop';
            return current.busy || completing ? 'wait' : 'go';
          },
          steps.codeStepStatus(
            { get, starts, dispatch, complete, over: () => disposed || completing, track: api.track },
            asId,
          ),
        ),
      ),
    );
  }

  function stopPolling() {
    watcher?.stop();
    watcher = undefined;
    delivery.stop();
  }

  /** Offline, a complete code waits, typed, for the connection (docs/widget.md). */
  function verifyIfComplete() {
    if (connectivity.online() && isOtpComplete(get()) && starts({ type: 'verifying' })) void verifyOtp();
  }

  function setOtp(otp: string) {
    dispatch({ type: 'otpChanged', otp });
    verifyIfComplete();
  }

  const connectivity = createConnectivity(() => watcher, verifyIfComplete);

  const flow: SignInFlow = {
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
      const check = () => (disposed ? 'stop' : completing || get().busy ? 'wait' : 'go');
      const mine = connectivity.track(
        deferredWatcher((steps) =>
          steps.watchSignIn(
            api,
            asId,
            check,
            steps.buttonStatus(() => disposed || completing, complete, asId, onFailed),
          ),
        ),
      );
      watcher = mine;
      return () => {
        if (watcher === mine) stopPolling();
      };
    },
    connectionChanged: connectivity.changed,
    dispose() {
      disposed = true;
      retry.cancel();
      stopPolling();
    },
  };
  return flow;
}
