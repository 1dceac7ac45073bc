import type { ApiClient } from '../services/api/apiClient';
import type { IdentifierType } from '../services/contract/channels';
import { FALLBACK_ERROR_MESSAGE } from '../services/contract/fallbackError';
import type { SignInDetail, StatusResponse } from '../services/contract/wire';
import { dispatchFlowAtom, flowStateAtom } from './flowAtoms';
import { type FlowEvent, intentTarget, isOtpComplete } from './flowMachine';
import { nextMandatoryIdentifier, verifiedIdentifiers } from './isConfigComplete';
import { type StatusWatcher, watchStatus } from './statusWatcher';
import type { SesameStore } from './store';
import { toFlowConfig } from './toFlowConfig';

export interface SignInFlowOptions {
  api: ApiClient;
  store: SesameStore;
  onSignIn: (detail: SignInDetail) => void;
  now?: () => number;
  /** Runs after every successful sign-in (state/passkeyFlow: the 'Create a passkey' prompt). */
  afterSignIn?: (signedIn: { token: string }) => void;
  /** Identifier types the page requires (the `mandatory` attribute, spec §4 completeness). */
  mandatory?: readonly string[];
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
  /** Finishes with a one-time code another channel obtained (a passkey), verified as usual. */
  completeWithCode(code: string, asId: string): void;
  /**
   * Follows a sign-in a channel button began (SSO popup, WhatsApp, QR) until it ends; the
   * returned function stops following it (the QR panel closed).
   */
  follow(asId: string): () => void;
  dispose(): void;
}

/** Runs the calls of the email path against the host and feeds their outcomes to the reducer. */
export function createSignInFlow({
  api,
  store,
  onSignIn,
  now = Date.now,
  afterSignIn,
  mandatory = [],
}: SignInFlowOptions): SignInFlow {
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
  /** Identifier types verified so far in this sign-in (spec §4 completeness). */
  const verified: IdentifierType[] = [];
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
    const { email } = get();
    // The email path, or a phone number's mobile channel (flowMachine intentTarget, spec §5).
    const target = intentTarget(get());
    if (!target) return;
    const result = await api.createIntent({ ...target, ...(resend ? { resend } : {}) });
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
    // spec §4: the sign-in ends once every mandatory identifier is verified.
    const byCode = signedIn.type === 'signedIn' ? get().path : null;
    verified.push(...verifiedIdentifiers(byCode, result.data.user));
    const next = nextMandatoryIdentifier(get().config?.channelConfig ?? [], mandatory, verified);
    if (next) return dispatch({ type: 'identifierVerified', next });
    dispatch(signedIn);
    onSignIn({ token: result.data.token, user: result.data.user, code });
    afterSignIn?.({ token: result.data.token });
  }

  // spec §4 "Intent handling": the status is followed until SUCCESS or FAILED, so a link opened
  // or an approval given on another device completes the sign-in here. The watcher prefers the
  // live status stream and falls back to polling every 3 s; a failed poll is ignored.
  function schedulePoll() {
    stopPolling();
    const { asId } = get();
    if (!asId) return;
    const streamUrl = api.statusStreamUrl;
    watcher = watchStatus({
      check: () => {
        const current = get();
        if (disposed || current.step !== 'code' || current.asId !== asId) return 'stop';
        return current.busy || completing ? 'wait' : 'go';
      },
      fetchStatus: () => api.getStatus(asId),
      streamUrl:
        streamUrl &&
        (async () => {
          const result = await streamUrl(asId);
          return result.ok ? result.data : undefined;
        }),
      onStatus: (status) => handleStatus(status, asId),
    });
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
      return true;
    }
    return false;
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
    completeWithCode(code, asId) {
      if (!completing) void complete(code, asId, { type: 'signedInWithPasskey' });
    },
    follow(asId) {
      // spec §4: the status is followed until SUCCESS or FAILED, like the code step's.
      stopPolling();
      const streamUrl = api.statusStreamUrl;
      const mine = watchStatus({
        check: () => (disposed ? 'stop' : completing || get().busy ? 'wait' : 'go'),
        fetchStatus: () => api.getStatus(asId),
        streamUrl:
          streamUrl &&
          (async () => {
            const result = await streamUrl(asId);
            return result.ok ? result.data : undefined;
          }),
        onStatus: async (status) => {
          if (disposed || completing) return true;
          if (status.status === 'SUCCESS' && status.code) {
            await complete(status.code, asId, { type: 'signedInWithButton' });
            return true;
          }
          return status.status === 'FAILED';
        },
      });
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
