import { FALLBACK_ERROR_MESSAGE } from './fallbackError';

/**
 * The closed set of error codes the provider host answers with, each with its HTTP status
 * and the message a person reads. The widget shows `message` (spec §8 reads description,
 * then message, then error).
 */
export const API_ERRORS = {
  invalid_request: { status: 400, message: 'The request is not valid.' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  invalid_email: { status: 400, message: 'Please enter a valid email address.' },
  invalid_state: { status: 400, message: 'This sign-in has no valid state. Reload the page and try again.' },
  unsupported_channel: { status: 400, message: 'This sign-in method is not enabled for this app.' },
  unknown_app: { status: 401, message: 'UnAuthorized request! Please check your appId' },
  origin_not_allowed: { status: 403, message: 'This site is not allowed to use this app.' },
  not_found: { status: 404, message: 'Not found.' },
  transaction_not_found: { status: 404, message: 'This sign-in has ended. Please start again.' },
  method_not_allowed: { status: 405, message: 'Method not allowed.' },
  /** docs/security.md: request timeouts bound slow clients (contract/clientLimits.ts). */
  request_timeout: { status: 408, message: 'The request took too long to arrive.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'Send the request body as application/json.' },
  headers_too_large: { status: 431, message: 'The request headers are too large.' },
  otp_incorrect: { status: 400, message: 'OTP incorrect. Please enter Valid OTP' },
  otp_expired: { status: 400, message: 'This code has expired. Please ask for a new one.' },
  otp_locked: { status: 429, message: 'Too many wrong codes. Please ask for a new one.' },
  identity_locked: {
    status: 403,
    message: 'Too many wrong codes for this account. Sign in with a link, a passkey or another method.',
  },
  rate_limited: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  link_invalid: { status: 400, message: 'This sign-in link is invalid or has expired.' },
  code_invalid: { status: 400, message: 'This code is invalid, expired or already used.' },
  invalid_grant: { status: 400, message: 'The code is invalid, expired or already used.' },
  invalid_client: { status: 401, message: 'The client credentials are not valid.' },
  delivery_failed: { status: 502, message: 'We could not send the message. Please try again.' },
  invalid_phone: { status: 400, message: 'Please enter a valid mobile number.' },
  country_not_allowed: { status: 400, message: 'Sign-in by SMS is not available for this country.' },
  /** docs/security.md "Codes": SMS go only to mobile numbers (no premium-rate, fixed-line, VoIP…). */
  number_not_mobile: { status: 400, message: 'Sign-in by SMS needs a mobile number.' },
  destination_blocked: { status: 429, message: 'Too many sign-ins to similar numbers. Try again later.' },
  channel_not_configured: { status: 503, message: 'This sign-in method is not set up yet.' },
  signature_invalid: { status: 401, message: 'The request signature is not valid.' },
  forbidden: { status: 403, message: 'Forbidden.' },
  qr_invalid: { status: 400, message: 'This QR code has expired or was already used. Scan a new one.' },
  /** docs/security.md "Cross-device approvals": a wrong matching number cancels the QR code. */
  qr_match_failed: {
    status: 400,
    message: 'That is not the number on the other screen, so this QR code was cancelled for your safety.',
  },
  onetap_unavailable: { status: 400, message: 'This account cannot be used for one-tap sign-in here.' },
  /** Device-bound one-tap (contract/deviceProof). */
  device_proof_invalid: {
    status: 401,
    message: 'This browser could not prove it is the one that signed in.',
  },
  device_key_conflict: {
    status: 409,
    message: 'This browser state belongs to another device. Reload the page.',
  },
  stream_busy: { status: 503, message: 'Live status is busy; the widget keeps checking every few seconds.' },
  sso_failed: { status: 400, message: 'Signing in with this provider did not work. Please try again.' },
  sso_cancelled: { status: 400, message: 'Sign-in was cancelled at the provider.' },
  /** Passkeys (docs/security.md "Passkeys"). */
  signin_required: { status: 401, message: 'Please sign in again to manage your passkeys.' },
  passkey_challenge_invalid: { status: 400, message: 'This passkey request has expired. Please try again.' },
  passkey_failed: { status: 400, message: 'We could not verify your passkey. Please try again.' },
  passkey_exists: { status: 409, message: 'This passkey is already registered.' },
  passkey_limit: { status: 409, message: 'You have too many passkeys. Remove one and try again.' },
  /** Sessions (docs/security.md "Sessions and tokens"): unknown, expired, rotated away or logged out. */
  session_invalid: { status: 401, message: 'Your session has ended. Please sign in again.' },
  address_limit: { status: 409, message: 'You have too many saved addresses. Remove one and try again.' },
  /** The dashboard (docs/dashboard.md): no administrator's session, a role that may not, a blocked user. */
  admin_session_required: { status: 401, message: 'Please sign in to the dashboard.' },
  not_an_administrator: { status: 403, message: 'This account is not an administrator of this Sesame host.' },
  role_forbidden: { status: 403, message: 'Your role does not allow this change.' },
  user_blocked: { status: 403, message: 'This account is blocked. Please contact the site.' },
  unavailable: { status: 503, message: 'The service is busy. Please try again in a moment.' },
  internal: { status: 500, message: FALLBACK_ERROR_MESSAGE },
} as const satisfies Record<string, { status: number; message: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** `otp_incorrect`'s `details` key (contract/otpAttemptsDetail). */
export { OTP_ATTEMPTS_LEFT_DETAIL } from './otpAttemptsDetail';

/** spec §8: the fallback message when a non-OK response carries none. */
export { FALLBACK_ERROR_MESSAGE };
