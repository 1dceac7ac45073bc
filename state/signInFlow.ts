import type { ApiClient } from '../services/api/apiClient';
import type { IdentifierType } from '../services/contract/channels';
import { FALLBACK_ERROR_MESSAGE } from '../services/contract/fallbackError';
import { STORAGE_KEYS } from '../services/contract/storageKeys';
import type { SignInDetail, StatusResponse } from '../services/contract/wire';
import type { KeyValueStorage } from '../services/storage/keyValueStorage';
import { dispatchFlowAtom, flowStateAtom } from './flowAtoms';
import { type FlowEvent, intentTarget, isOtpComplete } from './flowMachine';
import { nextMandatoryIdentifier, verifiedIdentifiers } from './isConfigComplete';
import { type StatusWatcher, watchStatus } from './statusWatcher';
import type { SesameStore } from './store';
import { toFlowConfig } from './toFlowConfig';
import { verifyCodeOutcome } from './verifyCodeOutcome';

export interface SignInFlowOptions {
  api: ApiClient;
  store: SesameStore;
  onSignIn: (detail: SignInDetail) => void;
  now?: () => number;
  /** Runs after every successful sign-in (state/passkeyFlow: the 'Create a passkey' prompt). */
  afterSignIn?: (signedIn: { token: string }) => void;
  /** Identifier types the page requires (the `mandatory` attribute, spec §4 completeness). */
  mandatory?: readonly string[];
  /** Where the stored channel is read (spec §4 verify-code outcomes attach it to the user). */
  storage?: KeyValueStorage;
  /** spec §4 verify-code outcomes: same-window navigation (tests pass their own). */
  navigate?: (url: string) => void;
  /** spec §4 verify-code outcomes: the host answered with silent-auth info only. */
  onSilentAuth?: (silentAuthInfo: unknown) => void;
}

/** What the screens can ask of the email sign-in path. */
export interface SignInFlow {
  start(): void;
  retry(): void;
  setEmail(email: string): void;
  submitEmail(): void;
  setOtp(otp: string): void;
  /** spec §4 OTP auto-read: a code read from the SMS (WebOTP or bridge call 16) is typed in. */
  otpAutoRead(otp: string): void;
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
  storage,
  navigate = (url) => globalThis.location?.assign(url),
  onSilentAuth,
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
    const outcome = verifyCodeOutcome(result.data, storage?.get(STORAGE_KEYS.channel) ?? null);
    if (outcome.kind === 'silentAuth') {
      // Only the silent-auth info comes back: nobody is signed in on this page.
      dispatch({ type: 'changeRequested' });
      return onSilentAuth?.(outcome.silentAuthInfo);
    }
    // spec §4: a known user with a redirect uri (no webauthnRegistered) continues over there.
    if (outcome.kind === 'navigate') return navigate(outcome.url);
    // spec §4: the sign-in ends once every mandatory identifier is verified.
    const byCode = signedIn.type === 'signedIn' ? get().path : null;
    verified.push(...verifiedIdentifiers(byCode, result.data.user));
    const next = nextMandatoryIdentifier(get().config?.channelConfig ?? [], mandatory, verified);
    if (next) return dispatch({ type: 'identifierVerified', next });
    dispatch(signedIn);
    const { token, sessionInfo } = result.data;
    // spec §3: the session id and token are kept, so a later logout can end it on the host.
    if (sessionInfo) {
      storage?.set(STORAGE_KEYS.sessionId, sessionInfo.sessionId);
      storage?.set(STORAGE_KEYS.sessionToken, sessionInfo.sessionToken);
    }
    const user = outcome.user ?? result.data.user;
    onSignIn({ token, user, code, ...(sessionInfo ? { session: sessionInfo } : {}) });
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
