/**
 * Silent network authentication (spec §3 SILENT_AUTH, §7 silent-auth calls): the paths the
 * widget and the operator's redirect use, and the CAMARA Number Verification facts.
 */
export const SILENT_AUTH_API = {
  /** spec §7: whether to try silent auth for this number on this connection; `{ silentAuthEnabled }`. */
  preCheck: '/v2/lp/user/transaction/silent-auth-pre-check',
  /** spec §7: the operator's redirect URI (the OAuth `code` and `state` come back here). */
  verify: '/v2/lp/user/transaction/silent-auth-verify',
  /** spec §7: the status of a silent-auth sign-in, by its `token` (the asId). */
  status: '/v2/lp/user/transaction/silent-auth-status',
} as const;

/** spec §7: the pre-check's answer. */
export interface SilentAuthPreCheck {
  silentAuthEnabled: boolean;
}

/**
 * CAMARA's purpose-based scope for Number Verification's verify operation (OpenID, the W3C DPV
 * purpose, the API scope); operators that still use the plain scope take CAMARA_SCOPE.
 */
export const CAMARA_DEFAULT_SCOPE = 'openid dpv:FraudPreventionAndDetection#number-verification-verify-read';

/** Connection types (Network Information API) on which the operator cannot see the device. */
export const NON_CELLULAR_CONNECTIONS: readonly string[] = ['wifi', 'ethernet', 'wimax', 'bluetooth'];

/** The dev simulator of an operator network (server/dev): its pages and its OAuth endpoints. */
export const DEV_OPERATOR_PATHS = {
  page: '/dev/operator',
  authorize: '/dev/operator/authorize',
  token: '/dev/operator/token',
  api: '/dev/operator/number-verification/v1',
} as const;

/**
 * How long the operator's redirect may take: beyond the widget's 30 s (spec §9), a little
 * margin for a slow network; the OAuth `state` is single use and dies with the sign-in.
 */
export const SILENT_AUTH_FLOW_TTL_MS = 2 * 60_000;
