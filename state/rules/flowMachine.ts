import { classifyIdentifier } from './classifyIdentifier';
import type { FlowEvent } from './FlowEvent';
import type { EntryProblem, FlowError, FlowErrorCode, FlowState } from './FlowState';

export type { FlowEvent, IntentCreated } from './FlowEvent';
export type {
  EntryProblem,
  FlowConfig,
  FlowError,
  FlowErrorCode,
  FlowState,
  IdentifierPath,
  LoadProblem,
  Step,
} from './FlowState';
export { initialFlowState } from './FlowState';

const backToEntry = {
  step: 'entry',
  otp: '',
  asId: null,
  destination: null,
  otpLength: null,
  busy: false,
  attemptsLeft: null,
  waitUntil: 0,
} as const;

/** Every transition of the email sign-in path; events that do not fit the step change nothing. */
export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  const fail = (detail: { message: string } | { code: FlowErrorCode }): FlowError => ({
    id: (state.error?.id ?? 0) + 1,
    ...detail,
  });
  switch (event.type) {
    case 'configLoaded':
      return state.step === 'loading' ? { ...state, step: 'entry', config: event.config } : state;
    case 'configRefreshed':
      return state.step === 'loading' || state.step === 'error' ? state : { ...state, config: event.config };
    case 'loadFailed':
      return state.step === 'loading'
        ? {
            ...state,
            step: 'error',
            error: fail({ message: event.message }),
            loadProblem: event.problem ?? null,
          }
        : state;
    case 'retried':
      return state.step === 'error' ? { ...state, step: 'loading', loadProblem: null } : state;
    case 'emailChanged':
      return state.step === 'entry'
        ? { ...state, email: event.email, entryProblem: null, entryRefusal: null }
        : state;
    case 'countryChanged':
      return state.step === 'entry' ? { ...state, countryCode: event.dialCode } : state;
    case 'emailSubmitted': {
      if (state.step !== 'entry' || state.busy) return state;
      const kind = classifyIdentifier(state.email);
      // spec §2: a phone number goes through the configured mobile channel (MOBILE_LOGIN or SMS).
      if (kind === 'phone' && state.config?.mobileChannel) {
        return { ...state, email: state.email.trim(), path: 'phone', entryProblem: null, busy: true };
      }
      if (kind !== 'email') return { ...state, entryProblem: problemFor(kind) };
      if (!state.config?.channel) return { ...state, error: fail({ code: 'noEmailChannel' }) };
      return { ...state, email: state.email.trim(), path: 'email', entryProblem: null, busy: true };
    }
    case 'intentCreated':
      if ((state.step !== 'entry' && state.step !== 'code') || !state.busy) return state;
      return {
        ...state,
        step: 'code',
        busy: false,
        otp: '',
        asId: event.asId,
        destination: event.destination,
        otpLength: event.otpLength,
        resendAt: event.now + event.resendAfterS * 1000,
        attemptsLeft: null,
        waitUntil: 0,
        entryRefusal: null,
      };
    case 'resendRequested':
      return state.step === 'code' && !state.busy && event.now >= state.resendAt
        ? { ...state, busy: true }
        : state;
    case 'otpChanged': {
      // No tries left: the field waits for the new code.
      if (state.step !== 'code' || state.busy || state.otpLength === null || state.attemptsLeft === 0)
        return state;
      return { ...state, otp: event.otp.replace(/\D/g, '').slice(0, state.otpLength) };
    }
    case 'verifying':
      return state.step === 'code' && !state.busy ? { ...state, busy: true } : state;
    case 'signedIn':
      // A toast about an earlier wrong code has nothing more to say.
      return state.step === 'code'
        ? { ...state, step: 'success', busy: false, error: null, identity: event.identity ?? null }
        : state;
    case 'signedInWithPasskey':
    case 'signedInWithButton':
      // docs/architecture.md §6: a passkey, like a channel button, signs in from the entry step.
      return state.step === 'entry' || state.step === 'code'
        ? { ...state, step: 'success', busy: false, error: null, identity: event.identity ?? null }
        : state;
    case 'identifierVerified':
      // spec §4: verified, but a mandatory identifier is left: back to the entry for it.
      return state.step === 'entry' || state.step === 'code'
        ? { ...state, ...backToEntry, email: '', path: 'email', error: null, nextIdentifier: event.next }
        : state;
    case 'failed':
      // Errors keep the user on the step; a wrong code is cleared so it can be typed again.
      return {
        ...state,
        busy: false,
        otp: event.keepOtp ? state.otp : '',
        error: fail({ message: event.message }),
      };
    case 'codeRejected':
      return state.step === 'code'
        ? rejectCode(state, event.attemptsLeft, fail({ message: event.message }))
        : state;
    case 'throttled': {
      // The wait shows beside the button, which counts down to it; the code screen stays.
      const waitUntil = event.now + event.retryAfterS * 1000;
      return { ...state, busy: false, waitUntil, resendAt: Math.max(state.resendAt, waitUntil) };
    }
    case 'identifierRefused':
      return state.step === 'entry' ? { ...state, busy: false, entryRefusal: event.message } : state;
    case 'signInEnded':
      return state.step === 'code'
        ? { ...state, ...backToEntry, error: fail({ code: 'signInEnded' }) }
        : state;
    case 'channelUnavailable':
      return state.step === 'entry' ? { ...state, busy: false, error: fail({ code: event.code }) } : state;
    case 'handOffFailed':
      // The page's own server refused the sign-in (`auth-signin`'s waitUntil): start again.
      return state.step === 'success'
        ? { ...state, ...backToEntry, error: fail({ message: event.message }) }
        : state;
    case 'changeRequested':
      return state.step === 'code' ? { ...state, ...backToEntry } : state;
  }
}

function rejectCode(state: FlowState, attemptsLeft: number | null, error: FlowError): FlowState {
  // After the last try the person may ask for a new code at once: the host decides the wait.
  const resendAt = attemptsLeft === 0 ? 0 : state.resendAt;
  return { ...state, busy: false, otp: '', attemptsLeft, resendAt, error };
}

function problemFor(kind: 'empty' | 'phone' | 'invalid'): EntryProblem {
  if (kind === 'empty') return 'emailRequired';
  // This first cut signs in by email only; phone numbers come with the mobile channels.
  if (kind === 'phone') return 'phoneUnavailable';
  return 'emailInvalid';
}
