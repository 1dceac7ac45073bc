import type { IdentifierType } from '../../contract/channels';
import type { FlowConfig, FlowErrorCode, LoadProblem } from './FlowState';

/** The host created an intent: the code step starts (state/rules/flowMachine). */
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
  /** The configuration asked for again after a sign-in (state/flows/reloadConfig). */
  | { type: 'configRefreshed'; config: FlowConfig }
  | { type: 'loadFailed'; message: string; problem?: LoadProblem | undefined }
  | { type: 'retried' }
  | { type: 'emailChanged'; email: string }
  | { type: 'countryChanged'; dialCode: string }
  | { type: 'emailSubmitted' }
  | IntentCreated
  | { type: 'resendRequested'; now: number }
  | { type: 'otpChanged'; otp: string }
  | { type: 'verifying' }
  /** `identity`: who signed in, for the success screen (state/rules/signedInIdentity). */
  | { type: 'signedIn'; identity?: string | null }
  | { type: 'signedInWithPasskey'; identity?: string | null }
  /** A channel button (SSO, WhatsApp, QR) finished the sign-in elsewhere. */
  | { type: 'signedInWithButton'; identity?: string | null }
  | { type: 'identifierVerified'; next: IdentifierType }
  /** `keepOtp`: the request never got an answer (offline), so the typed code stays. */
  | { type: 'failed'; message: string; keepOtp?: boolean }
  /** A wrong code; `attemptsLeft` 0 after the last try, when a new code may be asked for at once. */
  | { type: 'codeRejected'; message: string; attemptsLeft: number | null }
  /** The host asked to wait (429 with Retry-After). */
  | { type: 'throttled'; message: string; retryAfterS: number; now: number }
  /** The host refused the typed identifier (a number it cannot send to): shown under the field. */
  | { type: 'identifierRefused'; message: string }
  | { type: 'signInEnded' }
  /** A channel button could not sign in here (its app is not installed): back to the entry field. */
  | { type: 'channelUnavailable'; code: FlowErrorCode }
  | { type: 'handOffFailed'; message: string }
  | { type: 'changeRequested' };

/** The events that end a sign-in on the success screen. */
export type SignedInEvent = Extract<
  FlowEvent,
  { type: 'signedIn' | 'signedInWithPasskey' | 'signedInWithButton' }
>;
