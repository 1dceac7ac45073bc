import { FALLBACK_ERROR_MESSAGE } from '../../contract/fallbackError';
import type { ApiFailure } from '../../services/api/ApiResult';
import type { SignedInEvent } from '../rules/FlowEvent';
import { failureEvent } from '../rules/failureEvent';
import type { FlowEvent, FlowState } from '../rules/flowMachine';
import { intentTarget } from '../rules/intentTarget';
import { buttonStatus } from './buttonStatus';
import { codeStepStatus } from './codeStepStatus';
import { deferredDelivery } from './deferredDelivery';
import { deliveryTarget } from './deliveryTarget';
import { type FinishingFlow, finishSignIn } from './finishSignIn';
import { requestIntent } from './requestIntent';
import { resendWhenAllowed } from './resendWhenAllowed';
import type { SignInFlowOptions } from './SignInFlowOptions';
import type { SignInFlow } from './signInFlow';
import type { StatusWatcher } from './statusWatcher';
import { watchSignIn } from './watchSignIn';

/** What the flow (state/flows/createSignInFlow) shares with its calls. */
export interface SignInCore {
  options: SignInFlowOptions;
  get: () => FlowState;
  dispatch: (event: FlowEvent) => void;
  /** Dispatches; true when the event started a call. */
  starts: (event: FlowEvent) => boolean;
  disposed: () => boolean;
  flow: () => SignInFlow;
  /** A new watch, paused while offline (state/flows/connectivity). */
  track: (watcher: StatusWatcher) => StatusWatcher;
}

export type SignInCalls = ReturnType<typeof signInCalls>;

/**
 * The email path's calls to the host and what their outcomes dispatch: sending the code,
 * checking it, following the sign-in's status and finishing it. Nothing of it runs before the
 * first click, so it travels in the sign-in steps' lazy chunk (state/flows/signInSteps).
 */
export function signInCalls(core: SignInCore) {
  const { options, get, dispatch, starts, disposed } = core;
  const { api, now = Date.now } = options;
  let watcher: StatusWatcher | undefined;
  let completing = false;
  const retry = resendWhenAllowed(
    (asId) => !disposed() && get().step === 'code' && get().asId === asId,
    () => core.flow().resend(),
  );
  const finishing: FinishingFlow = {
    ...options,
    get,
    dispatch,
    verified: [],
    mandatory: options.mandatory ?? [],
    navigate: options.navigate ?? ((url) => globalThis.location?.assign(url)),
  };
  const delivery = deferredDelivery((flows) =>
    flows.followDelivery(options, { get, dispatch, starts, watch: schedulePoll, flow: core.flow }),
  );

  async function sendIntent(resend: boolean) {
    // The email path, or a phone number's mobile channel (flowMachine intentTarget, spec §5).
    const target = deliveryTarget(options.store, get().asId, intentTarget(get()), resend);
    if (!target) return;
    const requested = await requestIntent(options, get(), target, resend);
    if (disposed()) return;
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
    if (disposed()) return;
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
    const result = await api.verifyCode(code, asId);
    completing = false;
    if (disposed()) return;
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
    delivery.follow(asId);
    watcher = core.track(
      watchSignIn(
        api,
        asId,
        () => {
          const current = get();
          if (disposed() || current.step !== 'code' || current.asId !== asId) return 'stop';
          return current.busy || completing ? 'wait' : 'go';
        },
        codeStepStatus(
          { get, starts, dispatch, complete, over: () => disposed() || completing, track: api.track },
          asId,
        ),
      ),
    );
  }

  function stopPolling() {
    watcher?.stop();
    watcher = undefined;
    delivery.stop();
  }

  return {
    sendIntent,
    verifyOtp,
    complete,
    schedulePoll,
    stopPolling,
    completing: () => completing,
    watcher: () => watcher,
    /** spec §4: a channel button's sign-in is followed until SUCCESS or FAILED, like the code step's. */
    follow(asId: string, onFailed?: () => void): () => void {
      stopPolling();
      const check = () => (disposed() ? 'stop' : completing || get().busy ? 'wait' : 'go');
      const mine = core.track(
        watchSignIn(
          api,
          asId,
          check,
          buttonStatus(() => disposed() || completing, complete, asId, onFailed),
        ),
      );
      watcher = mine;
      return () => {
        if (watcher === mine) stopPolling();
      };
    },
    dispose() {
      retry.cancel();
      stopPolling();
    },
  };
}
