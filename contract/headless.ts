/**
 * The headless contract (spec §3 "Headless request/response", §4 "Headless flow", §8 headless
 * errors; docs/architecture.md §5): shapes, response types, error codes, statuses and texts, verbatim
 * with {product} = Sesame. The hosted page's headless handler and the public `SesameHeadless`
 * client both import from here.
 */
import type { SessionInfo } from './sessionWire';

/**
 * spec §3: what a host page or app asks for. `channel` is PHONE, EMAIL or OAUTH for a sign-in,
 * or the name of the answer wanted for the three queries (READY_STATE, GET_CONFIG, COUNTRY_CODE),
 * so the request keeps exactly the spec's fields.
 */
export interface HeadlessRequest {
  channel?: string;
  phone?: string;
  email?: string;
  otp?: string;
  code?: string;
  /** With channel 'OAUTH': which channel's intent to start (e.g. 'WHATSAPP', 'GMAIL'). */
  channelType?: string;
  countryCode?: string;
  metaData?: Record<string, unknown>;
  /**
   * spec §3 "V2 is special": one of HEADLESS_VERSIONS, V1 when absent. In V2 the request that
   * finishes a sign-in answers with the signed-in user (SESAME_USER) itself.
   */
  version?: string;
  otpLength?: number;
  expiry?: number;
}

/**
 * spec §3 response kinds. `SESAME_USER` is the spec's `{product}_USER`. After a successful
 * verification the headless page answers VERIFY COMPLETED and then pushes ONETAP, which carries
 * the user, the ID token and the merchant's one-time code (docs/architecture.md §5 lists ONETAP
 * among the pushes); a V2 request gets SESAME_USER instead of both (HEADLESS_VERSIONS).
 */
const HEADLESS_RESPONSE_TYPES = [
  'READY_STATE',
  'INITIATE',
  'VERIFY',
  'GET_CONFIG',
  'COUNTRY_CODE',
  'ONETAP',
  'SESAME_USER',
  'OTP_AUTO_READ',
] as const;
export type HeadlessResponseType = (typeof HEADLESS_RESPONSE_TYPES)[number];

/**
 * spec §3 `version` (docs/headless.md "Versions"): V1 answers a finished sign-in with VERIFY
 * COMPLETED and pushes ONETAP; V2 answers it with SESAME_USER (`{product}_USER`), the user, ID
 * token, code and session in one response. Any other value is INVALID_VALUE for `version`.
 */
export const HEADLESS_VERSIONS = ['V1', 'V2'] as const;
export type HeadlessVersion = (typeof HEADLESS_VERSIONS)[number];

/** spec §3, §4 "Headless flow": the sign-in channels a request may name. */
export const HEADLESS_CHANNELS = ['PHONE', 'EMAIL', 'OAUTH'] as const;
/**
 * OAUTH channel types that reach the person through their phone number, so the request carries
 * `phone` (and `countryCode`): a voice call that asks for a key (docs/channels.md "Voice approval").
 */
export const PHONE_OAUTH_CHANNELS: readonly string[] = ['VOICE_APPROVAL'];
export type HeadlessChannel = (typeof HEADLESS_CHANNELS)[number];

/** spec §4: the requests that answer with data at once, named after their response types. */
const HEADLESS_QUERIES = ['READY_STATE', 'GET_CONFIG', 'COUNTRY_CODE'] as const;
export type HeadlessQuery = (typeof HEADLESS_QUERIES)[number];

/** spec §3 VERIFY `verification`; spec §8: verification failures carry FAILED. */
export const VERIFICATION = { completed: 'COMPLETED', failed: 'FAILED' } as const;

/**
 * INITIATE `authType` (spec §3; its values are "not shown", docs/architecture.md §6): what the user
 * received, so the host page knows whether to show a code field, wait for a link, or open a URL.
 */
const HEADLESS_AUTH_TYPES = ['OTP', 'MAGICLINK', 'OTP_AND_MAGICLINK', 'OAUTH', 'SILENT_AUTH'] as const;
export type HeadlessAuthType = (typeof HEADLESS_AUTH_TYPES)[number];

/** spec §3 READY_STATE. */
export interface ReadyStateResponse {
  ready: true;
}

/** spec §3 INITIATE. `intent` is the URL to open for OAUTH (and silent auth) requests. */
export interface InitiateResponse {
  requestID: string;
  deliveryChannel: string[];
  authType: HeadlessAuthType;
  destinationUri?: string;
  intent?: string;
  /** VOICE_APPROVAL: the number the call reads out, for the app to show beside the sign-in. */
  matchCode?: string;
}

/** spec §3 VERIFY. */
export interface VerifyResponse {
  requestID: string;
  verification: (typeof VERIFICATION)[keyof typeof VERIFICATION];
}

/** spec §3 GET_CONFIG item. */
export interface HeadlessChannelConfig {
  /** PHONE, EMAIL or OAUTH: what a request names to use it. */
  channel: HeadlessChannel;
  /** The channel code (spec §3), e.g. OTP_LINK or GMAIL: an OAUTH request's channelType. */
  channel_type: string;
  /** How the user is reached: SMS, WHATSAPP, EMAIL, or the provider for OAUTH. */
  delivery_channel: string;
  button_text_small: string;
  button_text_large: string;
  logo_url: string;
}

/**
 * ONETAP (pushed after a successful verification; docs/architecture.md §5): the signed-in user, the
 * ES256 ID token (verifiable with /.well-known/jwks.json) and the one-time code for the
 * merchant's server (POST /v1/merchant/token).
 */
export interface OneTapResponse {
  requestID: string;
  token: string;
  user: Record<string, unknown>;
  code: string;
}

/**
 * SESAME_USER (spec §3 `{product}_USER`), a V2 request's answer to a finished sign-in: ONETAP's
 * fields and the session the sign-in opened (spec §3 `sessionInfo`), for the session calls.
 */
export interface SesameUserResponse extends OneTapResponse {
  session?: SessionInfo;
}

/** spec §3 OTP_AUTO_READ. */
export interface OtpAutoReadResponse {
  otp: string;
}

/** spec §3: every answer has this envelope. */
export interface HeadlessResponse<T = unknown> {
  responseType: HeadlessResponseType;
  success: boolean;
  statusCode: number;
  response: T;
}

/** spec §8: the error object's `response`. */
export interface HeadlessErrorBody {
  errorMessage: string;
  /** Per-field details: field name → text. */
  [field: string]: string;
}

/** spec §8 headless errors: code → status and text ({product} = Sesame). */
export const HEADLESS_ERRORS = {
  GENERAL: { statusCode: 500, errorMessage: 'Something went wrong! Please try again.' },
  API_ERROR: { statusCode: 400, errorMessage: 'Something went wrong! Please try again.' },
  MULTIPLE_CHANNEL: { statusCode: 4001, errorMessage: "Sesame headless SDK doesn't support 2FA as of now." },
  APP_ID: { statusCode: 401, errorMessage: 'UnAuthorized request! Please check your appId' },
  REQUIRED_KEY: { statusCode: 4002, errorMessage: 'The request parameters are incorrect, see details.' },
  INVALID_VALUE: { statusCode: 4000, errorMessage: 'The request values are incorrect, see details.' },
  INVALID_CHANNEL: {
    statusCode: 4003,
    errorMessage: "{channel} channel is not active. Please enable it from the provider's dashboard",
  },
} as const satisfies Record<string, { statusCode: number; errorMessage: string }>;
export type HeadlessErrorCode = keyof typeof HEADLESS_ERRORS;

/** spec §8: the per-field detail texts. */
export const HEADLESS_FIELD_TEXTS = {
  required: 'This field is required.',
  invalid: 'Please enter the valid {field}',
} as const;

/** GET_CONFIG button texts (spec §3 button_text_small / button_text_large); `{name}` is the channel's. */
export const HEADLESS_BUTTON_TEXTS = { small: '{name}', large: 'Continue with {name}' } as const;

/** spec §8: errors answer as INITIATE unless a step names its own type (API_ERROR). */
export const HEADLESS_ERROR_RESPONSE_TYPE: HeadlessResponseType = 'INITIATE';

/** How long `SesameHeadless` waits for the hidden page's HEADLESS_READY, then for each answer. */
export const HEADLESS_READY_TIMEOUT_MS = 15_000;
export const HEADLESS_REQUEST_TIMEOUT_MS = 30_000;

/**
 * The hosted auth-flow page's query parameters that make it headless (spec §2 URL parameters
 * `isHeadless` and `appId`): the hidden iframe `SesameHeadless` runs.
 */
export const HEADLESS_PAGE_PARAMS = { headless: 'isHeadless', appId: 'appId' } as const;
