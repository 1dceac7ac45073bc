/**
 * Every number the product runs on, in one place. Spec §9 unless a line names
 * docs/security.md. Both the widget and the provider host import from here.
 */

/** spec §9: desktop is a screen wider than 768px. */
export const DESKTOP_MIN_WIDTH_PX = 768;

/** spec §9 floater geometry. */
export const FLOATER = {
  widthPx: 385,
  expandedHeightPx: 270,
  rightPx: 30,
  topPx: 70,
  radiusPx: 12,
} as const;
export const LOGIN_PAGE = { widthPx: 400, maxHeightPx: 600, narrowWidthPx: 390 } as const;
export const ANNOUNCEMENT_BAR_HEIGHT_PX = 60;

/** spec §9 timings. */
export const CHANNEL_LOADER_DELAY_MS = 200;
export const MODAL_FADE_MS = 300;
export const COLLAPSE_OPACITY_DELAY_MS = 600;
export const ERROR_TOAST_MS = 3000;
export const STATUS_POLL_INTERVAL_MS = 3000;
export const CALLER_ID_POLL_LIMIT_MS = 60_000;
export const SILENT_AUTH_TIMEOUT_WEB_MS = 30_000;
export const SILENT_AUTH_TIMEOUT_NATIVE_MS = 10_000;
export const HISTORY_BACK_DELAYS_MS = { short: 1000, long: 30_000, upi: 120_000 } as const;
export const COOKIE_MAX_AGE_S = 31_536_000;

/** docs/widget.md: 'Sign in Successful' stays this long, then the floater closes itself. */
export const SUCCESS_CLOSE_DELAY_MS = 3000;
/**
 * docs/widget.md, spec §8 WhatsApp nudges: "didn't send" / "didn't approve" show when the visitor
 * comes back to the page and one status check later nothing happened, or after the spec's long
 * history-back delay (30 s) without an answer.
 */
export const WHATSAPP_NUDGE_AFTER_MS = HISTORY_BACK_DELAYS_MS.long;
export const WHATSAPP_NUDGE_ON_RETURN_MS = STATUS_POLL_INTERVAL_MS;

/** spec §9: the floater lists at most the first 2 channels. */
export const FLOATER_CHANNEL_LIMIT = 2;
/** spec §9: channel sort weights. */
export const CHANNEL_SORT_WEIGHTS: Readonly<Record<string, number>> = { WHATSAPP: -1, GMAIL: 0 };
export const CHANNEL_SORT_DEFAULT_WEIGHT = 999;

/** spec §9: hide-duration schedule after dismissal, in milliseconds (4 h, 1 day, 7 days, 28 days). */
const DAY_MS = 86_400_000;
export const DISMISS_SCHEDULE_MS = [DAY_MS / 6, DAY_MS, 7 * DAY_MS, 28 * DAY_MS] as const;

/** spec §9: default theme colour. */
export const DEFAULT_THEME_COLOR = '#25d366';

export const DEFAULT_MERCHANT_LANG = 'IN';

export const SDK_VERSION = '0.0.1';

/** On a merchant's origin every storage key and cookie carries this prefix (docs/architecture.md §3). */
export const STORAGE_PREFIX = 'sesame';

/** docs/security.md "Codes". */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
/** Consecutive wrong codes per identity; only a success (any channel) resets the count. */
export const IDENTITY_MAX_FAILURES = 100;
export const SEND_MIN_GAP_MS = 60_000;
export const SEND_WINDOW_MS = 10 * 60_000;
export const SEND_WINDOW_MAX = 5;

/** docs/security.md "Magic links": at least 128 bits; a link lives as long as its sign-in (TRANSACTION_TTL_MS). */
export const LINK_TOKEN_BYTES = 32;

/** docs/security.md "OAuth / OIDC": authorization codes live at most 10 minutes. */
export const AUTH_CODE_TTL_MS = 10 * 60_000;
/** A transaction left pending expires with its code. */
export const TRANSACTION_TTL_MS = 10 * 60_000;
/** ID tokens handed to the widget and to the merchant's server. */
export const ID_TOKEN_TTL_S = 3600;

/**
 * A session token lives as long as an ID token (1 h): a leaked one is worth at most an hour,
 * and the widget renews it silently with the refresh token.
 */
export const SESSION_TOKEN_TTL_MS = 3600_000;
/**
 * A session (the whole refresh-token family) ends 30 days after the sign-in, however often it
 * is refreshed: NIST SP 800-63B asks a single-factor (AAL1) sign-in to be repeated at least every
 * 30 days. Rotating the refresh token does not extend it.
 */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
/**
 * Refresh-token reuse grace (docs/security.md "Sessions and tokens"): a refresh token presented again
 * within this time of being traded in, while the pair it was traded for is still the session's
 * current one, answers with that same pair (two tabs, or a retry after a lost answer). Later, or
 * once that pair was refreshed in turn, reuse revokes the whole session.
 */
export const REFRESH_GRACE_MS = 10_000;

/** `/v1/user/address`: addresses one user may keep with one app, and field lengths. */
export const ADDRESS_MAX_PER_USER = 20;
export const ADDRESS_LIMITS = {
  name: 120,
  line: 200,
  city: 100,
  region: 100,
  postalCode: 16,
  phone: 32,
} as const;

/**
 * SDK events (spec §3, §7 analytics) kept by the host: each app and client address may send at
 * most `max` in a `windowMs` window (the widget sends a handful per page view); events are kept
 * `SDK_EVENT_RETENTION_MS`, then removed.
 */
export const SDK_EVENT_RATE = { windowMs: 60_000, max: 60 } as const;
export const SDK_EVENT_RETENTION_MS = 30 * DAY_MS;
/** The longest stored `event_params` (serialized JSON). */
export const SDK_EVENT_PARAMS_MAX_BYTES = 8192;

/** Request bodies larger than this are refused with 413. */
export const BODY_LIMIT_BYTES = 16 * 1024;
/** The longest email address a user can type (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** spec §9: the native webview's height is first set to 100 percent when the widget shows itself. */
export const NATIVE_WEBVIEW_INITIAL_HEIGHT_PERCENT = 100;
/** How long the widget waits for the app's answer to an async native call (app info, headless request). */
export const NATIVE_REPLY_TIMEOUT_MS = 10_000;
/** spec §9: the hidden window of the silent-auth and desktop intent flows is 10x10 px, off-screen. */
export const HIDDEN_WINDOW_SIZE_PX = 10;
/**
 * How long one host instance keeps an app it read (and which origins are registered) before
 * reading it again: edits by the apps tool or through another instance take effect within this
 * time; edits through the same instance at once.
 */
export const APP_CACHE_TTL_MS = 2000;
/**
 * How many browser states one host instance keeps the hashes of (server/crypto/Hasher.ts), under
 * each of a state's two purposes: about 3.5 MB in all.
 */
export const STATE_HASHES_KEPT = 10_000;
/** How often the host's checkpoint thread copies SQLite's write-ahead log into the database (server/db/walCheckpointer.ts). */
export const SQLITE_CHECKPOINT_INTERVAL_MS = 200;
/** How often the host looks whether SQLite's log has grown enough to hand its checkpoints to a thread. */
export const SQLITE_LOG_WATCH_MS = 1000;
/**
 * The longest page address an intent names as the page to come back to (`returnPage`,
 * docs/widget.md "Sign-ins that come back to the page"); a longer one is not sent, and the
 * sign-in comes back to the app's login URI.
 */
export const RETURN_PAGE_MAX_LENGTH = 2048;
