import type { Channel, IdentifierType } from '../../contract/channels';
import { DEFAULT_COUNTRY } from '../../contract/widget';
import type { ChannelConfigEntry, MerchantConfigResponse } from '../../contract/wire';

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
/**
 * Why the configuration could not load, when the host said (spec §8): an app id it does not know,
 * or a page origin not registered for the app.
 */
export type LoadProblem = 'unknownApp' | 'originNotAllowed';
/** Widget-side failures that have a text in the catalogue rather than one from the host. */
export type FlowErrorCode = 'noEmailChannel' | 'signInEnded' | 'truecallerUnavailable';
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
  /** Codes the host still takes for the code sent (a wrong code's answer); null until one is wrong. */
  attemptsLeft: number | null;
  /** Epoch ms until which the host asked to wait (a 429's Retry-After); 0 when it did not. */
  waitUntil: number;
  /** The host refused the typed identifier: its words, shown under the field. */
  entryRefusal: string | null;
  loadProblem: LoadProblem | null;
  /** Who signed in, named on the success screen; null before. */
  identity: string | null;
}

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
  attemptsLeft: null,
  waitUntil: 0,
  entryRefusal: null,
  loadProblem: null,
  identity: null,
};
