/**
 * The shapes that cross the wire between the widget and the provider host (spec §3, §7).
 * Plain types only: the server imports this file too.
 */
import type { Channel, ChannelAction } from './channels';
import type { SessionInfo } from './sessionWire';
import type { SesameUser } from './signedInUser';

/**
 * spec §7: the default parameter set every call carries (query for GET, JSON body for POST).
 * All optional on the wire; the host validates each one.
 */
export interface DefaultParams {
  loginUri?: string;
  origin?: string;
  deviceInfo?: string;
  browser?: string;
  sdkPlatform?: string;
  platform?: string;
  isLoginPage?: boolean;
  fingerprintJs?: string;
  code?: string;
  token?: string;
  orderId?: string;
  qrToken?: string;
  uid?: string;
  asId?: string;
  tsId?: string;
  inId?: string;
  sId?: string;
  clientId?: string;
  appId?: string;
  isHeadless?: boolean;
  nonce?: string;
  locale?: string;
  redirectURI?: string;
  hasWhatsapp?: boolean;
  package?: string;
  packageName?: string;
  metadata?: string;
}

/** Every non-OK response (spec §8 reads description, then message, then error). */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Per-field messages, keyed by field name. */
  details?: Record<string, string>;
  requestId?: string;
}

export interface StateResponse {
  state: string;
}

/** spec §3: intent request (besides the default parameters). */
export interface IntentRequest extends DefaultParams {
  channel: Channel;
  uiIds?: string[];
  /**
   * The page the sign-in begins on: a sign-in that comes back by redirect (SSO on a phone, a
   * magic link opened later) lands there when it is a page of the calling, registered origin.
   */
  returnPage?: string;
  otpHash?: string;
  triggerWebauthn?: boolean;
  silentAuthEnabled?: boolean;
  recaptchaToken?: string;
  clientMetaData?: string;
  mobile?: string;
  email?: string;
  resend?: boolean;
}

/** spec §3: intent response. */
export interface IntentResponse {
  channel: Channel;
  intent: string | null;
  asId: string;
  communicationMode: 'EMAIL' | 'SMS' | 'WHATSAPP' | 'LINK' | 'SILENT_AUTH' | 'VOICE' | 'UPI';
  /** spec §3: the silent-auth link (the operator's authorization URL), as `intent` too. */
  snaIntent?: string;
  /** Where the message went, masked for display ("a•••@example.com"). */
  destinationUri?: string;
  /** What the user should type: the number of digits of the code, when a code was sent. */
  otpLength?: number;
  /** VOICE_APPROVAL: the number the call reads out, shown beside the sign-in (contract/voice.ts). */
  matchCode?: string;
  /** Seconds until another message may be sent to this destination. */
  resendAfter: number;
  qrRefId?: string;
  uid?: string;
  apiFailed?: boolean;
}

/** OTP verification request (spec §7 /v1/user/transaction/otp). */
export interface OtpRequest extends DefaultParams {
  otp: string;
  email?: string;
  mobile?: string;
  selectedCountryCode?: string;
  otpLength?: number;
  expiry?: number;
  value?: string;
}

export interface OtpResponse {
  code: string;
}

export type TransactionStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

/** spec §3: transaction status response. `code` is present once SUCCESS, for the browser that began it. */
export interface StatusResponse {
  status: TransactionStatus;
  user?: { uid: string };
  uiId?: string;
  isCrossDevice: boolean;
  code?: string;
  apiFailed?: boolean;
}

/** spec §3: verify-code response. */
export interface VerifyCodeResponse {
  user: SesameUser;
  asId: string;
  token: string;
  redirectUri?: string;
  webauthnRegistered: boolean;
  uiId?: string;
  /** spec §3 `sessionInfo`: the session the sign-in opened, while its first tokens are unused. */
  sessionInfo?: SessionInfo;
}

/** spec §3: redirect-uri response. */
export interface RedirectUriResponse {
  redirectUri: string;
}

export interface Country {
  name: string;
  iso: string;
  dialCode: string;
}

export type * from './merchantConfigWire';
export type * from './signedInUser';
export type { Channel, ChannelAction };
