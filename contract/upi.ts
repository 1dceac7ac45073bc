/**
 * UPI sign-in (spec §3 UPI): the person pays ₹1 from their UPI app to the PSP's collect account
 * (Cashfree's reverse penny drop), and the PSP reports who paid. The paths, Cashfree's facts and
 * how long a UPI sign-in waits.
 */
export const UPI_PATHS = {
  /** Cashfree posts the reverse-penny-drop outcome here (one URL for the host's account). */
  webhook: '/v1/webhooks/upi/cashfree',
} as const;

/** The dev simulator of a UPI app and of Cashfree (server/dev/upi). */
export const DEV_UPI_PATHS = {
  /** The "UPI app": `/dev/upi?pa=…&pn=…&tr=…&am=…&cu=INR&tn=…`, the query of a `upi://pay` link. */
  page: '/dev/upi',
  pay: '/dev/upi/pay',
  /** Cashfree's Secure ID API stand-in: `${cashfree}/reverse-penny-drop`. */
  cashfree: '/dev/upi/cashfree',
} as const;

/** Cashfree's Secure ID API (verification) in production. */
export const CASHFREE_VERIFICATION_URL = 'https://api.cashfree.com/verification';

/** The API version sent as `x-api-version` (Cashfree's Secure ID OpenAPI version). */
export const CASHFREE_API_VERSION = '2023-12-18';

/** Cashfree's webhook headers: base64 HMAC-SHA256 of timestamp + raw body, and that timestamp (ms). */
export const CASHFREE_SIGNATURE_HEADER = 'x-webhook-signature';
export const CASHFREE_TIMESTAMP_HEADER = 'x-webhook-timestamp';

/** A webhook whose timestamp is further than this from the host's clock is refused (replay). */
export const CASHFREE_WEBHOOK_TOLERANCE_MS = 5 * 60_000;

/** Cashfree's reverse-penny-drop webhook events. */
export const CASHFREE_RPD_EVENTS = {
  success: 'RPD_BANK_ACCOUNT_VERIFICATION_SUCCESS',
  failure: 'RPD_BANK_ACCOUNT_VERIFICATION_FAILURE',
  expired: 'RPD_BANK_ACCOUNT_VERIFICATION_EXPIRED',
} as const;

/**
 * How long a UPI sign-in waits for the payment: the person opens a UPI app, picks an account and
 * enters the UPI PIN. Cashfree's link lives 10 minutes; the sign-in ends sooner.
 */
export const UPI_SIGNIN_TTL_MS = 5 * 60_000;

/** Each reverse penny drop costs the merchant: at most this many per browser in the window. */
export const UPI_REQUEST_RULE = { minGapMs: 0, windowMs: 10 * 60_000, max: 5 } as const;

/**
 * The issuer a UPI account is recorded under (a VPA is an identity of its own, like a provider
 * account: docs/channels.md "UPI").
 */
export const UPI_ACCOUNT_ISSUER = 'upi';

/** A UPI ID (VPA): handle@psp, as NPCI allows them. */
export const VPA_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,64}$/;
