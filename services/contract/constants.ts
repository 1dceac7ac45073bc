/**
 * Every number the product runs on, in one place. Spec §9 unless a line names
 * SECURITY.md. Both the widget and the provider host import from here.
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
export const SUPPORT_REENABLE_MS = 1000;
export const ERROR_TOAST_MS = 3000;
export const STATUS_POLL_INTERVAL_MS = 3000;
export const CALLER_ID_POLL_LIMIT_MS = 60_000;
export const SILENT_AUTH_TIMEOUT_WEB_MS = 30_000;
export const SILENT_AUTH_TIMEOUT_NATIVE_MS = 10_000;
export const HISTORY_BACK_DELAYS_MS = { short: 1000, long: 30_000, upi: 120_000 } as const;
export const COOKIE_MAX_AGE_S = 31_536_000;

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

/** spec §9: languages. */
export const LOCALES = ['en', 'id', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const DEFAULT_MERCHANT_LANG = 'IN';

export const SDK_VERSION = '0.0.1';

/** On a merchant's origin every storage key and cookie carries this prefix (ARCHITECTURE.md §3). */
export const STORAGE_PREFIX = 'sesame';

/** SECURITY.md "Codes". */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const IDENTITY_MAX_FAILURES = 100;
/** How long an identity stays locked after its last counted failure. */
export const IDENTITY_LOCK_MS = 60 * 60_000;
export const SEND_MIN_GAP_MS = 60_000;
export const SEND_WINDOW_MS = 10 * 60_000;
export const SEND_WINDOW_MAX = 5;

/** SECURITY.md "Magic links": at least 128 bits, at most 10 minutes. */
export const LINK_TOKEN_BYTES = 32;
export const LINK_TTL_MS = 10 * 60_000;

/** SECURITY.md "OAuth / OIDC": authorization codes live at most 10 minutes. */
export const AUTH_CODE_TTL_MS = 10 * 60_000;
/** A transaction left pending expires with its code. */
export const TRANSACTION_TTL_MS = 10 * 60_000;
/** ID tokens handed to the widget and to the merchant's server. */
export const ID_TOKEN_TTL_S = 3600;

/** Request bodies larger than this are refused with 413. */
export const BODY_LIMIT_BYTES = 16 * 1024;
/** The longest email address a user can type (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
