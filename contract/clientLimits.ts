import { ADMIN_API } from './admin';
import { DELIVERY_API } from './deliveryFallback';
import { OIDC_PATHS } from './oidc';
import { API, LINK_PATH } from './paths';
import { SILENT_AUTH_API } from './silentAuth';
import { SSO_PATHS } from './sso';
import { WEBAUTHN_API } from './webauthn';

/**
 * Per-client limits of the provider host, in one place (docs/security.md: per IP and per browser
 * state on every route that creates rows or sends; 429 with Retry-After). The numbers sit far
 * above what a person signing in does (a few calls a minute, one state per browser) and far
 * below what a script does (the first attack run made 1,000 intents in seconds from one IP).
 * Per IP they leave room for many people behind one address (offices, mobile carriers' NAT).
 * An IPv6 client counts by its /64. `CLIENT_LIMITS_FACTOR` multiplies every per-client number
 * here (load tests; an operator behind a proxy that hides client addresses).
 */

export interface ClientLimit {
  /** Requests accepted in the window. */
  max: number;
  windowMs: number;
}

export interface RouteLimits {
  perIp: readonly ClientLimit[];
  /** For routes with a `:state` segment: per browser state. */
  perState?: readonly ClientLimit[];
  /** The route begins a pending sign-in: the state's pending ones are capped (PENDING_PER_STATE_MAX). */
  pendingCap?: true;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Begins a sign-in (stores a transaction, sends a message or starts a provider flow). */
const BEGIN: RouteLimits = {
  perIp: [
    { max: 30, windowMs: MINUTE },
    { max: 300, windowMs: HOUR },
  ],
  perState: [
    { max: 10, windowMs: MINUTE },
    { max: 60, windowMs: HOUR },
  ],
  pendingCap: true,
};
/** One step of a sign-in under way (a code, an approval, a passkey, a provider's callback). */
const STEP: RouteLimits = {
  perIp: [
    { max: 60, windowMs: MINUTE },
    { max: 600, windowMs: HOUR },
  ],
  perState: [{ max: 30, windowMs: MINUTE }],
};
/** Session upkeep the widget does on page loads (check, refresh, logout). */
const SESSION: RouteLimits = {
  perIp: [{ max: 120, windowMs: MINUTE }],
  perState: [{ max: 60, windowMs: MINUTE }],
};

/**
 * Binds a browser's device key (one row per state), as often as states are made: each new
 * browser binds once.
 */
const DEVICE_KEY: RouteLimits = {
  perIp: [
    { max: 60, windowMs: MINUTE },
    { max: 600, windowMs: HOUR },
  ],
  perState: [{ max: 10, windowMs: MINUTE }],
};
/**
 * The OpenID Connect token endpoint: merchants' servers call it for all their users from a few
 * addresses, so it allows 10 a second per address; a flood from one address still stops.
 */
const OIDC_TOKEN: RouteLimits = { perIp: [{ max: 600, windowMs: MINUTE }] };

/**
 * By `${method} ${route path}` as the host registers it. Under a route ending in `/*` (the OIDC
 * provider's, which gets every `/oidc/…` request) an entry names the request's own path.
 */
export const ROUTE_LIMITS: Readonly<Record<string, RouteLimits>> = {
  [`GET ${API.state}`]: {
    perIp: [
      { max: 60, windowMs: MINUTE },
      { max: 600, windowMs: HOUR },
    ],
  },
  [`POST ${API.intent}/:state`]: BEGIN,
  [`POST ${API.qrCreate}/:state`]: BEGIN,
  [`POST ${DELIVERY_API.fallback}/:state`]: BEGIN,
  [`GET ${SSO_PATHS.start}/:token`]: { perIp: BEGIN.perIp },
  [`POST ${API.otp}/:state`]: STEP,
  [`POST ${API.qrApprove}/:state`]: STEP,
  [`POST ${API.oneTapComplete}/:state`]: STEP,
  [`POST ${API.oneTapKnown}/:state`]: STEP,
  [`POST ${API.sendUser}/:state`]: STEP,
  [`POST ${API.deviceKey}/:state`]: DEVICE_KEY,
  [`POST ${API.qrMatch}/:state`]: STEP,
  // OpenID Connect: an authorization request stores an interaction and a session; the token
  // endpoint stores tokens and grants.
  [`GET ${OIDC_PATHS.authorization}`]: { perIp: BEGIN.perIp },
  [`POST ${OIDC_PATHS.authorization}`]: { perIp: BEGIN.perIp },
  [`POST ${OIDC_PATHS.token}`]: OIDC_TOKEN,
  [`POST ${OIDC_PATHS.interaction}/:uid${OIDC_PATHS.loginSuffix}`]: { perIp: STEP.perIp },
  [`POST ${LINK_PATH}/:token`]: { perIp: STEP.perIp },
  [`GET ${SSO_PATHS.callback}/:provider`]: { perIp: STEP.perIp },
  [`POST ${SILENT_AUTH_API.preCheck}/:state`]: STEP,
  [`POST ${SILENT_AUTH_API.status}/:state`]: STEP,
  [`GET ${SILENT_AUTH_API.verify}`]: { perIp: STEP.perIp },
  [`POST ${SSO_PATHS.callback}/:provider`]: { perIp: STEP.perIp },
  [`POST ${WEBAUTHN_API.registrationStart}/:state`]: STEP,
  [`POST ${WEBAUTHN_API.registrationComplete}/:state`]: STEP,
  [`POST ${WEBAUTHN_API.loginStart}/:state`]: STEP,
  [`POST ${WEBAUTHN_API.loginComplete}/:state`]: STEP,
  [`POST ${API.userAddress}/:state`]: {
    perIp: [{ max: 30, windowMs: MINUTE }],
    perState: [{ max: 10, windowMs: MINUTE }],
  },
  // The dashboard's sign-in trades a one-time code for an administrator's session.
  [`POST ${ADMIN_API.session}`]: { perIp: STEP.perIp },
  [`POST ${API.sessionCheck}/:state`]: SESSION,
  [`POST ${API.sessionRefresh}/:state`]: SESSION,
  [`POST ${API.sessionLogout}/:state`]: SESSION,
  [`POST ${API.userLogout}/:state`]: SESSION,
};

/**
 * Pending sign-ins one browser state may hold at once (each lives 10 minutes): a person who
 * switches channels and asks for new codes has a handful.
 */
export const PENDING_PER_STATE_MAX = 20;

/**
 * Live status streams (docs/security.md: streams per client capped). One browser state holds at
 * most this many (a few tabs), one IP address this many; the instance's total is
 * STATUS_STREAM_MAX_OPEN. Beyond any of them: 503 with Retry-After, and the widget polls.
 */
export const STREAMS_PER_STATE_MAX = 4;
export const STREAMS_PER_IP_MAX = 50;
export const STREAM_BUSY_RETRY_S = 30;

/**
 * Slow clients (docs/security.md: request and connection timeouts). Bodies are at most 16 KiB
 * (BODY_LIMIT_BYTES), which even a 2G link sends in a few seconds.
 * - Headers must arrive within HEADERS_TIMEOUT_MS and the whole request (headers and body)
 *   within REQUEST_TIMEOUT_MS of the connection's first byte, or the host answers 408.
 * - A connection with no traffic for CONNECTION_IDLE_TIMEOUT_MS is closed (a live status
 *   stream writes a heartbeat every 15 s, so it stays open).
 * - An idle keep-alive connection is kept KEEP_ALIVE_TIMEOUT_MS, longer than the 60 s idle
 *   timeout of common load balancers, so they never reuse a connection the host just closed.
 * - Node checks for expired requests every TIMEOUT_CHECK_INTERVAL_MS.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 15_000;
export const CONNECTION_IDLE_TIMEOUT_MS = 60_000;
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
