import type { IdentifierType } from '../../contract/channels';
import type { FlowConfig } from './FlowState';

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
  | { type: 'handOffFailed'; message: string }
  | { type: 'changeRequested' };
