/**
 * The numbers of the sign-in channels beyond email (WhatsApp, SMS, QR, one-tap, live status),
 * in one place. docs/security.md unless a line names the spec.
 */

/**
 * docs/security.md "Magic links": an inbound WhatsApp code is matched against every
 * pending sign-in, so it carries at least 40 bits: 10 characters of a 32-letter alphabet = 50 bits.
 */
export const WHATSAPP_CODE_LENGTH = 10;
/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped survives. */
export const WHATSAPP_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A sender who sends this many wrong codes in a row is locked out for an hour. */
export const WHATSAPP_SENDER_MAX_FAILURES = 10;
export const WHATSAPP_SENDER_LOCK_MS = 60 * 60_000;
/** What the user replies to the confirmation to undo a sign-in that was not theirs. */
export const WHATSAPP_NOT_ME_REPLY = 'NOT ME';
/** How long after a WhatsApp sign-in "NOT ME" still revokes it (its code's lifetime). */
export const WHATSAPP_NOT_ME_WINDOW_MS = 10 * 60_000;

/** docs/security.md "QR tokens": at least 128 bits, short-lived, single use. */
export const QR_TOKEN_BYTES = 32;
export const QR_TTL_MS = 3 * 60_000;

/**
 * docs/security.md "Codes" (SMS pumping): at most this many sends in the window to numbers that
 * share a prefix (the number without its last PUMP_SUFFIX_DIGITS digits), per app.
 */
export const PUMP_SUFFIX_DIGITS = 3;
export const PUMP_WINDOW_MS = 10 * 60_000;
export const PUMP_MAX_SENDS = 5;

/**
 * docs/security.md "Reliability": a provider that times out or errors gets bounded retries with
 * backoff, and the user sees a clear error within 10 s.
 */
export const DELIVERY_ATTEMPTS = 3;
export const DELIVERY_ATTEMPT_TIMEOUT_MS = 3000;
export const DELIVERY_BACKOFF_MS = [250, 750] as const;
export const DELIVERY_DEADLINE_MS = 8000;

/** Live status stream: a heartbeat comment keeps proxies from closing an idle stream. */
export const STATUS_STREAM_HEARTBEAT_MS = 15_000;
/** A stream lives at most this long (a pending sign-in's lifetime); the widget then polls. */
export const STATUS_STREAM_MAX_MS = 10 * 60_000;
/** One timer checks every open stream this often: a heartbeat is at most this late, a lifetime ends up to this early. */
export const STATUS_STREAM_TICK_MS = 1000;
/** Heartbeat re-reads of storage one host instance runs at once; the others wait their turn. */
export const STATUS_STREAM_HEARTBEAT_READS = 8;
/** Streams one host instance holds open at once; beyond it the widget falls back to polling. */
export const STATUS_STREAM_MAX_OPEN = 2000;

/** One-tap lists identities verified in this browser within this time. */
export const ONETAP_MAX_AGE_MS = 30 * 86_400_000;
/**
 * The desktop's QR panel asks for a fresh code this long before the shown one expires
 * (QR_TTL_MS), so a phone never scans a code that dies while its page loads.
 */
export const QR_REFRESH_LEAD_MS = 10_000;

/** spec §4 Channel click "Support": the buttons are disabled this long after a support link opens. */
export const SUPPORT_REENABLE_MS = 1000;
