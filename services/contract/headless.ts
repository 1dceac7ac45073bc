/**
 * The headless contract (spec §3 "Headless request/response", §4 "Headless flow", §8 headless
 * errors; ARCHITECTURE.md §5): shapes, response types, error codes, statuses and texts, verbatim
 * with {product} = Sesame. The hosted page's headless handler and the public `SesameHeadless`
 * client both import from here.
 */

/** spec §3: what a host page or app asks for. */
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
  /** 'V2' is special (spec §3). */
  version?: string;
  otpLength?: number;
  expiry?: number;
}

/** spec §3 response kinds. `SESAME_USER` is the spec's `{product}_USER`. */
export const HEADLESS_RESPONSE_TYPES = [
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
