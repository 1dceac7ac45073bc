import type { FrameMessageType } from './frameMessages';

/**
 * The payload schema of each frame message (docs/security.md "validated by a schema"): what a
 * receiver relies on is checked here, once, so handlers trust their payload's type. Fields a
 * handler does not read stay unchecked; unknown fields are allowed (older and newer pages).
 */
type Payload = Record<string, unknown>;
type Check = (payload: Payload) => boolean;

const MAX_TEXT = 4096;
/** A URL or a token is longer than a name but still bounded. */
const MAX_LONG_TEXT = 16_384;
/** Frame sizes beyond this are a mistake or an attack on the parent's layout. */
const MAX_DIMENSION_PX = 100_000;

const text = (value: unknown, max = MAX_TEXT) => typeof value === 'string' && value.length <= max;
const optional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || check(value);
const isObject = (value: unknown): value is Payload =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const dimension = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_DIMENSION_PX;
const bool = (value: unknown) => typeof value === 'boolean';

const reply: Check = (p) => optional(p.id, text) && optional(p.success, bool);
const session: Check = (p) =>
  optional(p.sessionId, text) &&
  optional(p.sessionToken, (v) => text(v, MAX_LONG_TEXT)) &&
  optional(p.refreshToken, (v) => text(v, MAX_LONG_TEXT));
const fullSession = (value: unknown) =>
  isObject(value) &&
  text(value.sessionId) &&
  text(value.sessionToken, MAX_LONG_TEXT) &&
  text(value.refreshToken, MAX_LONG_TEXT);
const open: Check = () => true;

export const FRAME_PAYLOAD_GUARDS: Record<FrameMessageType, Check> = {
  INITIALIZE: (p) => optional(p.appId, text) && optional(p.page, text),
  SESAME_USER: (p) =>
    text(p.token, MAX_LONG_TEXT) &&
    isObject(p.user) &&
    optional(p.code, text) &&
    optional(p.session, fullSession),
  MANAGE_DIMENSIONS: (p) => dimension(p.height) && optional(p.width, dimension),
  EXTERNAL_URL: (p) => text(p.url, MAX_LONG_TEXT),
  RELOAD_SDK: open,
  LOGOUT: (p) => reply(p) && session(p),
  EVENT: (p) => text(p.name) && optional(p.params, isObject),
  PRIVATE_LOGOUT: reply,
  HEADLESS_REQUEST: (p) => optional(p.id, text) && isObject(p.request),
  HEADLESS_RESPONSE: (p) => optional(p.id, text) && isObject(p.response),
  SESSION_VERIFICATION: (p) =>
    reply(p) &&
    session(p) &&
    optional(p.sessionTokenExpiresAt, text) &&
    optional(p.expiresAt, text) &&
    optional(p.user, isObject),
  LOGOUT_SESSION: (p) => reply(p) && session(p),
  HEADLESS_READY: open,
};
