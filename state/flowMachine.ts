import type { Channel, IdentifierType } from '../services/contract/channels';
import { DEFAULT_COUNTRY } from '../services/contract/widget';
import type { ChannelConfigEntry, MerchantConfigResponse } from '../services/contract/wire';
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
  /** The mobile channel a phone number is sent through (MOBILE_LOGIN or SMS); null when none. */
  mobileChannel?: Channel | null;
  /** The parts of the merchant configuration the panel's pieces draw (spec §3). */
  channelConfig?: ChannelConfigEntry[];
  uiType?: MerchantConfigResponse['uiType'];
  uiConfig?: MerchantConfigResponse['uiConfig'];
  merchant?: MerchantConfigResponse['merchant'];
  userDetails?: MerchantConfigResponse['userDetails'];
}

/** Which identifier the sign-in in progress was sent to. */
export type IdentifierPath = 'email' | 'phone';

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
  /** Whether the identifier typed is being signed in as an email or a phone number. */
  path: IdentifierPath;
  /** The dialling code a phone number without '+' is sent with (spec §5). */
  countryCode: string;
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
  /** spec §4: a mandatory identifier still to verify before the sign-in ends; null otherwise. */
  nextIdentifier: IdentifierType | null;
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
  | { type: 'countryChanged'; dialCode: string }
  | { type: 'emailSubmitted' }
  | IntentCreated
  | { type: 'resendRequested'; now: number }
  | { type: 'otpChanged'; otp: string }
  | { type: 'verifying' }
  | { type: 'signedIn' }
  | { type: 'signedInWithPasskey' }
  /** A channel button (SSO, WhatsApp, QR) finished the sign-in elsewhere. */
  | { type: 'signedInWithButton' }
  | { type: 'identifierVerified'; next: IdentifierType }
  | { type: 'failed'; message: string }
  | { type: 'signInEnded' }
  | { type: 'changeRequested' };

export const initialFlowState: FlowState = {
  step: 'loading',
  config: null,
  email: '',
  path: 'email',
  countryCode: DEFAULT_COUNTRY.dialCode,
  entryProblem: null,
  otp: '',
  asId: null,
  destination: null,
  otpLength: null,
  resendAt: 0,
  busy: false,
  error: null,
  nextIdentifier: null,
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
    case 'signedInWithPasskey':
    case 'signedInWithButton':
      // ARCHITECTURE.md §6: a passkey, like a channel button, signs in from the entry step.
      return state.step === 'entry' || state.step === 'code'
        ? { ...state, step: 'success', busy: false, error: null }
        : state;
    case 'identifierVerified':
      // spec §4: verified, but a mandatory identifier is left: back to the entry for it.
      return state.step === 'entry' || state.step === 'code'
        ? { ...state, ...backToEntry, email: '', path: 'email', error: null, nextIdentifier: event.next }
        : state;
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

/**
 * The channel and identifier an intent is created with. spec §5: the mobile number is sent as
 * the country code without '+' followed by the phone.
 */
export function intentTarget(
  state: FlowState,
): { channel: Channel; email: string } | { channel: Channel; mobile: string } | null {
  if (state.path === 'phone') {
    const channel = state.config?.mobileChannel;
    return channel ? { channel, mobile: mobileNumber(state.email, state.countryCode) } : null;
  }
  const channel = state.config?.channel;
  return channel ? { channel, email: state.email } : null;
}

/** '+62 811…' keeps its own code; '0811…' or '811…' gets the chosen one; both as digits only. */
export function mobileNumber(typed: string, dialCode: string): string {
  const digits = typed.replace(/\D/g, '');
  if (typed.trim().startsWith('+')) return digits;
  return `${dialCode.replace(/\D/g, '')}${digits.replace(/^0+/, '')}`;
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
