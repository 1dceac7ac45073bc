import type { Channel } from '../services/contract/channels';
import { classifyIdentifier } from './classifyIdentifier';

/** The screens of the email sign-in path. */
export type Step = 'loading' | 'entry' | 'code' | 'success' | 'error';

/** What the widget needs from the merchant configuration (spec §3). */
export interface FlowConfig {
  merchantName: string;
  /** The email channel intents are created with; null when the merchant has none. */
  channel: Channel | null;
  links: { tnc?: string; privacyPolicy?: string };
  theme?: 'light' | 'dark';
  primaryColor?: string;
}

/** Why an email cannot be sent yet; shown beside the field. */
export type EntryProblem = 'emailRequired' | 'emailInvalid' | 'phoneUnavailable';
/** Widget-side failures that have a text in the catalogue rather than one from the host. */
export type FlowErrorCode = 'noEmailChannel' | 'signInEnded';
/** A toast to show; `id` grows so the same text twice shows twice. */
export type FlowError = { id: number } & ({ message: string } | { code: FlowErrorCode });

export interface FlowState {
  step: Step;
  config: FlowConfig | null;
  email: string;
  entryProblem: EntryProblem | null;
  otp: string;
  asId: string | null;
  destination: string | null;
  /** Digits of the code that was sent; null when only a link was sent. */
  otpLength: number | null;
  /** Epoch ms from which another message may be sent. */
  resendAt: number;
  /** A call is in flight; buttons wait. */
  busy: boolean;
  error: FlowError | null;
}

export interface IntentCreated {
  type: 'intentCreated';
  asId: string;
  destination: string | null;
  otpLength: number | null;
  resendAfterS: number;
  now: number;
}

export type FlowEvent =
  | { type: 'configLoaded'; config: FlowConfig }
  | { type: 'loadFailed'; message: string }
  | { type: 'retried' }
  | { type: 'emailChanged'; email: string }
  | { type: 'emailSubmitted' }
  | IntentCreated
  | { type: 'resendRequested'; now: number }
  | { type: 'otpChanged'; otp: string }
  | { type: 'verifying' }
  | { type: 'signedIn' }
  | { type: 'failed'; message: string }
  | { type: 'signInEnded' }
  | { type: 'changeRequested' };

export const initialFlowState: FlowState = {
  step: 'loading',
  config: null,
  email: '',
  entryProblem: null,
  otp: '',
  asId: null,
  destination: null,
  otpLength: null,
  resendAt: 0,
  busy: false,
  error: null,
};

const backToEntry = {
  step: 'entry',
  otp: '',
  asId: null,
  destination: null,
  otpLength: null,
  busy: false,
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
    case 'loadFailed':
      return state.step === 'loading'
        ? { ...state, step: 'error', error: fail({ message: event.message }) }
        : state;
    case 'retried':
      return state.step === 'error' ? { ...state, step: 'loading' } : state;
    case 'emailChanged':
      return state.step === 'entry' ? { ...state, email: event.email, entryProblem: null } : state;
    case 'emailSubmitted': {
      if (state.step !== 'entry' || state.busy) return state;
      const kind = classifyIdentifier(state.email);
      if (kind !== 'email') return { ...state, entryProblem: problemFor(kind) };
      if (!state.config?.channel) return { ...state, error: fail({ code: 'noEmailChannel' }) };
      return { ...state, email: state.email.trim(), entryProblem: null, busy: true };
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
      };
    case 'resendRequested':
      return state.step === 'code' && !state.busy && event.now >= state.resendAt
        ? { ...state, busy: true }
        : state;
    case 'otpChanged': {
      if (state.step !== 'code' || state.busy || state.otpLength === null) return state;
      return { ...state, otp: event.otp.replace(/\D/g, '').slice(0, state.otpLength) };
    }
    case 'verifying':
      return state.step === 'code' && !state.busy ? { ...state, busy: true } : state;
    case 'signedIn':
      // A toast about an earlier wrong code has nothing more to say.
      return state.step === 'code' ? { ...state, step: 'success', busy: false, error: null } : state;
    case 'failed':
      // Errors keep the user on the step; a wrong code is cleared so it can be typed again.
      return { ...state, busy: false, otp: '', error: fail({ message: event.message }) };
    case 'signInEnded':
      return state.step === 'code'
        ? { ...state, ...backToEntry, error: fail({ code: 'signInEnded' }) }
        : state;
    case 'changeRequested':
      return state.step === 'code' ? { ...state, ...backToEntry } : state;
  }
}

/** Whether the code just typed is complete and can be checked. */
export function isOtpComplete(state: FlowState): boolean {
  return (
    state.step === 'code' && !state.busy && state.otpLength !== null && state.otp.length === state.otpLength
  );
}

/** Whole seconds from `now` until `until` (both epoch ms); 0 once it has passed. */
export function secondsUntil(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

function problemFor(kind: 'empty' | 'phone' | 'invalid'): EntryProblem {
  if (kind === 'empty') return 'emailRequired';
  // This first cut signs in by email only; phone numbers come with the mobile channels.
  if (kind === 'phone') return 'phoneUnavailable';
  return 'emailInvalid';
}
