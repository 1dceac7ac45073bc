import { FALLBACK_ERROR_MESSAGE } from '../../contract/fallbackError';
import { dispatchFlowAtom, flowStateAtom } from '../atoms/flowAtoms';
import type { FlowEvent } from '../rules/flowMachine';
import { isOtpComplete } from '../rules/isOtpComplete';
import { createConnectivity } from './connectivity';
import { configEvent } from './loadConfig';
import { loadedSignInSteps, loadSignInSteps, type SignInSteps } from './loadSignInSteps';
import type { SignInFlowOptions } from './SignInFlowOptions';
import type { SignInCalls } from './signInCalls';
import type { SignInFlow } from './signInFlow';

/**
 * Runs the calls of the email path against the host and feeds their outcomes to the reducer.
 * The first screen needs only the configuration; the calls a click or a code makes
 * (state/flows/signInCalls) come in the sign-in steps' lazy chunk, fetched after the first screen.
 */
export function createSignInFlow(options: SignInFlowOptions): SignInFlow {
  const { api, store } = options;
  const get = () => store.get(flowStateAtom);
  const dispatch = (event: FlowEvent) => store.set(dispatchFlowAtom, event);
  /** Dispatches and tells whether the event started a call (the reducer set `busy`). */
  const starts = (event: FlowEvent) => {
    const wasBusy = get().busy;
    dispatch(event);
    return !wasBusy && get().busy;
  };
  let disposed = false;
  let calls: SignInCalls | undefined;
  /** A status to follow whose code could not be fetched (offline): followed when back online. */
  let waiting: (() => void) | undefined;
  const make = (steps: SignInSteps) => {
    calls ??= steps.signInCalls({
      options,
      get,
      dispatch,
      starts,
      disposed: () => disposed,
      flow: () => flow,
      track: connectivity.track,
    });
    return calls;
  };
  /**
   * Runs `run` with the calls: at once when their chunk is here (fetched after the first
   * screen), else once it arrives; `unavailable` when it cannot be fetched.
   */
  function withCalls(run: (calls: SignInCalls) => void, unavailable: () => void) {
    const steps = loadedSignInSteps();
    if (steps) return run(make(steps));
    loadSignInSteps().then(
      (loaded) => disposed || run(make(loaded)),
      () => disposed || unavailable(),
    );
  }
  /** A call whose code cannot be fetched ends as a call without an answer does (spec §8). */
  const unanswered = () => dispatch({ type: 'failed', message: FALLBACK_ERROR_MESSAGE });
  /** A status watch waits for the connection, like a watch that is paused offline. */
  function watch(run: (calls: SignInCalls) => void) {
    withCalls(run, () => {
      waiting = () => watch(run);
    });
  }

  async function load() {
    const result = await api.getMerchantConfig();
    if (!disposed) dispatch(configEvent(result, options.appId));
  }

  /** Offline, a complete code waits, typed, for the connection (docs/widget.md). */
  function verifyIfComplete() {
    if (connectivity.online() && isOtpComplete(get()) && starts({ type: 'verifying' }))
      withCalls((c) => void c.verifyOtp(), unanswered);
  }

  function setOtp(otp: string) {
    dispatch({ type: 'otpChanged', otp });
    verifyIfComplete();
  }

  const connectivity = createConnectivity(
    () => calls?.watcher(),
    () => {
      const pending = waiting;
      waiting = undefined;
      pending?.();
      verifyIfComplete();
    },
  );

  const flow: SignInFlow = {
    start() {
      const { step } = get();
      if (step === 'loading') void load();
      if (step === 'code') watch((c) => c.schedulePoll());
    },
    retry() {
      dispatch({ type: 'retried' });
      api.track?.('TRY_AGAIN');
      if (get().step === 'loading') void load();
    },
    setEmail: (email) => dispatch({ type: 'emailChanged', email }),
    submitEmail() {
      if (starts({ type: 'emailSubmitted' })) withCalls((c) => void c.sendIntent(false), unanswered);
    },
    setOtp,
    otpAutoRead(otp) {
      // spec §7 analytics: the code came from the SMS, not the keyboard.
      api.track?.('OTP_AUTO_READ');
      setOtp(otp);
    },
    resend() {
      if (starts({ type: 'resendRequested', now: (options.now ?? Date.now)() }))
        withCalls((c) => void c.sendIntent(true), unanswered);
    },
    change() {
      waiting = undefined;
      calls?.stopPolling();
      dispatch({ type: 'changeRequested' });
    },
    completeWithCode(code, asId) {
      if (!calls?.completing())
        withCalls((c) => void c.complete(code, asId, { type: 'signedInWithPasskey' }), unanswered);
    },
    follow(asId, onFailed) {
      let stop: (() => void) | undefined;
      let stopped = false;
      watch((c) => {
        if (!stopped) stop = c.follow(asId, onFailed);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    connectionChanged: connectivity.changed,
    dispose() {
      disposed = true;
      waiting = undefined;
      calls?.dispose();
    },
  };
  return flow;
}
