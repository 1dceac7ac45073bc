/**
 * spec §7 "Messages between the page and the embedding page", as one namespaced discriminated
 * union checked by guards (docs/security.md "Widget, frames and bridges"). Every message crosses
 * windows as `{ namespace: 'sesame', type, payload }`; a message without the namespace, with an
 * unknown type or a payload that does not match its type's schema (framePayloadGuards.ts) is not
 * ours and is ignored; `isFrameMessageOf` narrows by type.
 */
import { FRAME_PAYLOAD_GUARDS } from './framePayloadGuards';
import type { HeadlessRequest, HeadlessResponse } from './headless';

const FRAME_NAMESPACE = 'sesame';

/**
 * spec §7, in the spec's order. `SESAME_USER` is the spec's `{product}_USER`. The spec's
 * NO_CHANNEL_CALLBACK, VERIFIED_CHANNEL, GET_PHONE_NUMBER_POPUP, NATIVE_OTP_AUTO_READ,
 * GET_LOGIN_URI and WEB_AUTH have no trigger in this product and are not part of the union
 * (docs/hosted-pages.md "Messages the frame does not use" says why, one by one).
 */
const FRAME_MESSAGE_TYPES = [
  'INITIALIZE',
  'SESAME_USER',
  'MANAGE_DIMENSIONS',
  'EXTERNAL_URL',
  'RELOAD_SDK',
  'LOGOUT',
  'EVENT',
  'PRIVATE_LOGOUT',
  'HEADLESS_REQUEST',
  'HEADLESS_RESPONSE',
  'SESSION_VERIFICATION',
  'LOGOUT_SESSION',
  'HEADLESS_READY',
] as const;
export type FrameMessageType = (typeof FRAME_MESSAGE_TYPES)[number];

/** Session data as it crosses frames (spec §3 "Session data from the parent frame"). */
export interface FrameSession {
  sessionId: string;
  sessionToken: string;
  refreshToken: string;
}

/**
 * A request the parent makes of the frame and the frame's answer share an `id`, so a parent can
 * run several at once; `success` is set only on answers.
 */
export interface FrameReply {
  id?: string;
  success?: boolean;
}

/**
 * What each message carries, and which way it goes (→ frame: from the embedding page to the
 * Sesame frame; → parent: the other way). Open-ended types keep `Record<string, unknown>`.
 */
export interface FramePayloads {
  /** → parent, once the frame listens: its app and the page kind (loginPage or authFlow). */
  INITIALIZE: { appId?: string; page?: string };
  /** → parent: a completed sign-in; `code` is the one-time code for the merchant's server. */
  SESAME_USER: { token: string; user: Record<string, unknown>; code?: string; session?: FrameSession };
  /** → parent: the frame's content size in CSS pixels. */
  MANAGE_DIMENSIONS: { width?: number; height: number };
  /** → parent: open this http(s) address in the top window. */
  EXTERNAL_URL: { url: string };
  /** → frame: reload the page (fresh configuration and state), e.g. after the merchant's own sign-out. */
  RELOAD_SDK: Record<string, unknown>;
  /**
   * → frame: sign the visitor out: the session given, on the server, and what this browser
   * remembers; the frame answers with `success`.
   */
  LOGOUT: FrameReply & Partial<FrameSession>;
  /** → parent: an element event of the framed page (`auth-expand`, `auth-collapse`, `auth-dismiss`, `auth-error`) and its detail. */
  EVENT: { name: string; params?: Record<string, unknown> };
  /** → frame: forget what this browser remembers (no server call); answered with `success`. */
  PRIVATE_LOGOUT: FrameReply;
  HEADLESS_REQUEST: { id?: string; request: HeadlessRequest };
  HEADLESS_RESPONSE: { id?: string; response: HeadlessResponse };
  /**
   * → frame: the session to verify; → parent: `success` and, on success, the session fields
   * (spec §4), new tokens when the check fell back to a refresh; times are ISO 8601.
   */
  SESSION_VERIFICATION: FrameReply &
    Partial<FrameSession> & {
      sessionTokenExpiresAt?: string;
      expiresAt?: string;
      user?: Record<string, unknown>;
    };
  /** → frame: end this session on the server; answered with `success`. */
  LOGOUT_SESSION: FrameReply & Partial<FrameSession>;
  HEADLESS_READY: Record<string, unknown>;
}

export type FrameMessage = {
  [T in FrameMessageType]: { namespace: typeof FRAME_NAMESPACE; type: T; payload: FramePayloads[T] };
}[FrameMessageType];

export type FrameMessageOf<T extends FrameMessageType> = Extract<FrameMessage, { type: T }>;

export function frameMessage<T extends FrameMessageType>(
  type: T,
  payload: FramePayloads[T],
): FrameMessageOf<T> {
  return { namespace: FRAME_NAMESPACE, type, payload } as FrameMessageOf<T>;
}

/** The envelope check (ours, a known type, an object payload), then the type's payload schema. */
export function isFrameMessage(data: unknown): data is FrameMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { namespace, type, payload } = data as Record<string, unknown>;
  return (
    namespace === FRAME_NAMESPACE &&
    typeof type === 'string' &&
    (FRAME_MESSAGE_TYPES as readonly string[]).includes(type) &&
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    FRAME_PAYLOAD_GUARDS[type as FrameMessageType](payload as Record<string, unknown>)
  );
}

export function isFrameMessageOf<T extends FrameMessageType>(
  data: unknown,
  type: T,
): data is FrameMessageOf<T> {
  return isFrameMessage(data) && data.type === type;
}
