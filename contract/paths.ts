/**
 * spec §7: the widget-facing call table. Except for the state call, the state value is
 * appended as the last path segment (`${path}/${state}`).
 */
export const API = {
  state: '/v2/state',
  merchantConfig: '/v2/lp/merchant/config',
  intent: '/v2/lp/user/transaction/intent',
  otp: '/v1/user/transaction/otp',
  statusV1: '/v1/user/transaction/status',
  statusV3: '/v3/lp/user/transaction/status',
  verifyCodeV2: '/v2/lp/user/transaction/code',
  verifyCodeV3: '/v3/lp/user/transaction/code',
  redirectUriV1: '/v1/user/transaction/getRedirectUri',
  redirectUriV2: '/v2/user/transaction/getRedirectUri',
  countryList: '/v1/countryList',
  merchantToken: '/v1/merchant/token',
  /** The merchant's server reads what happened to its sign-ins (`signin.revoked`). */
  merchantEvents: '/v1/merchant/events',
  jwks: '/.well-known/jwks.json',
  /** Live status (server-sent events), the widget's first choice over polling statusV3. */
  statusStream: '/v3/lp/user/transaction/status-stream',
  /** spec §7 one-tap: completes with an identity verified in this browser. */
  oneTapComplete: '/v2/lp/user/transaction/complete',
  /** spec §4 headless "known user": one-tap with the identity a request names (contract/deviceProof). */
  oneTapKnown: '/v2/lp/user/transaction/complete-known',
  /** spec §7 "send user": the identities verified in this browser, for `<auth-onetap>`. */
  sendUser: '/v2/lp/user/transaction/send-user',
  /** Device-bound one-tap (contract/deviceProof): the browser's key, and a challenge to sign. */
  deviceKey: '/v2/lp/user/device',
  deviceChallenge: '/v2/lp/user/device/challenge',
  /** spec §7 support ticket: a WhatsApp chat intent. */
  supportTicket: '/v1/lp/merchant/support/ticket',
  /** The desktop's QR sign-in and the phone's approval of it. */
  qrCreate: '/v1/lp/user/transaction/qr',
  qrApprove: '/v1/lp/user/transaction/qr/approve',
  qrMatch: '/v1/lp/user/transaction/qr/match',
  /** spec §7 sessions (docs/security.md "Sessions and tokens"). */
  sessionCheck: '/v1/session/check-session-token',
  sessionRefresh: '/v1/session/refresh-session-token',
  sessionLogout: '/v1/session/logout-session',
  userLogout: '/v1/user/logout',
  /** spec §7 "submits an address": a signed-in user's addresses with this app. */
  userAddress: '/v1/user/address',
  /** spec §3 SDK events, posted (a beacon) rather than the spec's GET: GET never changes state. */
  sdkEvent: '/v1/sdk/event',
} as const;

/** Where the magic link of an email points: `${LINK_PATH}/${token}` on the provider host. */
export const LINK_PATH = '/l';

/** Where the phone lands when it scans the desktop's QR code: `${QR_PATH}/${qrRefId}`. */
export const QR_PATH = '/q';
/** The WhatsApp Cloud API webhook of one app: `${WHATSAPP_WEBHOOK_PATH}/${appId}`. */
export const WHATSAPP_WEBHOOK_PATH = '/v1/webhooks/whatsapp';
