/**
 * Truecaller's mobile-web verification (spec §3 TRUE_CALLER_SSO): the deep link the widget
 * opens, the callback Truecaller's service posts to the host, and the dev simulator's paths.
 * Shared by the widget and the provider host.
 */

/** The deep link that opens Truecaller's consent bottom sheet on the phone. */
export const TRUECALLER_DEEP_LINK = 'truecallersdk://truesdk/web_verify';

/** Where Truecaller's service posts the access token (the callback URL registered with Truecaller). */
export const TRUECALLER_PATHS = {
  callback: '/v1/truecaller/callback',
} as const;

/** Dev mode's Truecaller stand-in: the consent sheet, and the profile endpoint it names. */
export const DEV_TRUECALLER_PATHS = {
  sheet: '/dev/truecaller',
  profile: '/dev/truecaller/profile/v1/default',
} as const;

/**
 * Truecaller's request nonce is 8 to 64 characters; the host's is 128 bits, single use, stored
 * as an HMAC, and dies with the sign-in.
 */
export const TRUECALLER_NONCE_BYTES = 16;

/** spec §9: caller identification is followed for 60 s; the sheet's `ttl` says the same. */
export const TRUECALLER_TTL_MS = 60_000;

/** The sign-in outlives the sheet a little: Truecaller's post may arrive just after the widget gives up. */
export const TRUECALLER_FLOW_TTL_MS = 2 * 60_000;

/**
 * How long the page may keep the focus after the deep link before the widget concludes that
 * Truecaller is not installed (Truecaller's documented check) and falls back to the phone field.
 */
export const TRUECALLER_APP_OPEN_WAIT_MS = 600;

/** The callback's `status` when the person dismissed the sheet, and when the sheet was shown. */
export const TRUECALLER_REJECTED = 'user_rejected';
export const TRUECALLER_INVOKED = 'flow_invoked';

/** What Truecaller's service posts: the token and profile endpoint, or a status. */
export interface TruecallerCallback {
  requestId: string;
  accessToken?: string;
  endpoint?: string;
  status?: string;
}

/** The languages Truecaller's sheet speaks (`lang`); any other shows in English. */
export const TRUECALLER_LANGS: readonly string[] = [
  'en',
  'hi',
  'mr',
  'te',
  'ml',
  'ur',
  'pa',
  'ta',
  'bn',
  'kn',
  'sw',
  'ar',
];
