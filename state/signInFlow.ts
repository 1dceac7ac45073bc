import type { ApiClient } from '../services/api/apiClient';
import { STATUS_POLL_INTERVAL_MS } from '../services/contract/constants';
import { FALLBACK_ERROR_MESSAGE } from '../services/contract/errors';
import type { SignInDetail } from '../services/contract/wire';
import { dispatchFlowAtom, flowStateAtom } from './flowAtoms';
import { type FlowEvent, isOtpComplete } from './flowMachine';
import type { SesameStore } from './store';
import { toFlowConfig } from './toFlowConfig';

export interface SignInFlowOptions {
  api: ApiClient;
  store: SesameStore;
  onSignIn: (detail: SignInDetail) => void;
  now?: () => number;
}

/** What the screens can ask of the email sign-in path. */
export interface SignInFlow {
  start(): void;
  retry(): void;
  setEmail(email: string): void;
  submitEmail(): void;
  setOtp(otp: string): void;
  resend(): void;
  change(): void;
  dispose(): void;
}

/** Runs the calls of the email path against the host and feeds their outcomes to the reducer. */
export function createSignInFlow({ api, store, onSignIn, now = Date.now }: SignInFlowOptions): SignInFlow {
  const get = () => store.get(flowStateAtom);
  const dispatch = (event: FlowEvent) => store.set(dispatchFlowAtom, event);
  /** Dispatches and tells whether the event started a call (the reducer set `busy`). */
  const starts = (event: FlowEvent) => {
    const wasBusy = get().busy;
    dispatch(event);
    return !wasBusy && get().busy;
  };
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let completing = false;
  let disposed = false;

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
    const { config, email } = get();
    if (!config?.channel) return;
    const result = await api.createIntent({ channel: config.channel, email, ...(resend ? { resend } : {}) });
    if (disposed) return;
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
    const result = await api.verifyOtp({ otp, email, asId });
    if (disposed) return;
    if (!result.ok) return dispatch({ type: 'failed', message: result.message });
    await complete(result.data.code, asId);
  }

  // spec §4 "Verify-code outcomes": the code is checked and the user and token handed over.
  async function complete(code: string, asId: string) {
    completing = true;
    stopPolling();
    const result = await api.verifyCode(code, asId);
    completing = false;
    if (disposed) return;
    if (!result.ok) return dispatch({ type: 'failed', message: result.message });
    dispatch({ type: 'signedIn' });
    onSignIn({ token: result.data.token, user: result.data.user, code });
  }

  // spec §4 "Intent handling": email intents poll the status every 3 s; a link opened on another
  // device completes the sign-in here. A failed poll is ignored.
  function schedulePoll() {
    stopPolling();
    pollTimer = setTimeout(poll, STATUS_POLL_INTERVAL_MS);
  }

  function stopPolling() {
    if (pollTimer !== undefined) clearTimeout(pollTimer);
    pollTimer = undefined;
  }

  async function poll() {
    pollTimer = undefined;
    const { step, asId, busy } = get();
    if (disposed || step !== 'code' || !asId) return;
    if (busy || completing) return schedulePoll();
    const result = await api.getStatus(asId);
    const current = get();
    if (disposed || completing || current.step !== 'code' || current.asId !== asId) return;
    if (result.ok && result.data.status === 'SUCCESS' && result.data.code) {
      if (starts({ type: 'verifying' })) await complete(result.data.code, asId);
      return;
    }
    if (result.ok && result.data.status === 'FAILED') return dispatch({ type: 'signInEnded' });
    if (pollTimer === undefined) schedulePoll();
  }

  return {
    start() {
      const { step } = get();
      if (step === 'loading') void load();
      if (step === 'code') schedulePoll();
    },
    retry() {
      dispatch({ type: 'retried' });
      if (get().step === 'loading') void load();
    },
    setEmail: (email) => dispatch({ type: 'emailChanged', email }),
    submitEmail() {
      if (starts({ type: 'emailSubmitted' })) void sendIntent(false);
    },
    setOtp(otp) {
      dispatch({ type: 'otpChanged', otp });
      if (isOtpComplete(get()) && starts({ type: 'verifying' })) void verifyOtp();
    },
    resend() {
      if (starts({ type: 'resendRequested', now: now() })) void sendIntent(true);
    },
    change() {
      stopPolling();
      dispatch({ type: 'changeRequested' });
    },
    dispose() {
      disposed = true;
      stopPolling();
    },
  };
}
