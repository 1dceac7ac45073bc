/**
 * spec §7 "Messages between the page and the embedding page", as one namespaced discriminated
 * union checked by guards (SECURITY.md "Widget, frames and bridges"). Every message crosses
 * windows as `{ namespace: 'sesame', type, payload }`; a message without the namespace, with an
 * unknown type or a payload that is not an object is not ours and is ignored. Payload shapes are
 * refined per type below; the guard checks the envelope, `isFrameMessageOf` narrows by type.
 */
import type { HeadlessRequest, HeadlessResponse } from './headless';

export const FRAME_NAMESPACE = 'sesame';

/** spec §7, in the spec's order. `SESAME_USER` is the spec's `{product}_USER`. */
export const FRAME_MESSAGE_TYPES = [
  'INITIALIZE',
  'SESAME_USER',
  'MANAGE_DIMENSIONS',
  'EXTERNAL_URL',
  'RELOAD_SDK',
  'NO_CHANNEL_CALLBACK',
  'LOGOUT',
  'VERIFIED_CHANNEL',
  'EVENT',
  'GET_PHONE_NUMBER_POPUP',
  'NATIVE_OTP_AUTO_READ',
  'PRIVATE_LOGOUT',
  'HEADLESS_REQUEST',
  'HEADLESS_RESPONSE',
  'SESSION_VERIFICATION',
  'LOGOUT_SESSION',
  'GET_LOGIN_URI',
  'WEB_AUTH',
  'HEADLESS_READY',
] as const;
export type FrameMessageType = (typeof FRAME_MESSAGE_TYPES)[number];

/** Session data as it crosses frames (spec §3 "Session data from the parent frame"). */
export interface FrameSession {
  sessionId: string;
  sessionToken: string;
  refreshToken: string;
}

/** What each message carries. Open-ended types keep `Record<string, unknown>` until refined. */
export interface FramePayloads {
  INITIALIZE: { appId?: string };
  SESAME_USER: { token: string; user: Record<string, unknown>; session?: FrameSession };
  MANAGE_DIMENSIONS: { width?: number | string; height: number | string };
  EXTERNAL_URL: { url: string };
  RELOAD_SDK: Record<string, unknown>;
  NO_CHANNEL_CALLBACK: Record<string, unknown>;
  LOGOUT: Record<string, unknown>;
  VERIFIED_CHANNEL: { channel: string; identifier?: string };
  EVENT: { name: string; params?: Record<string, unknown> };
  GET_PHONE_NUMBER_POPUP: Record<string, unknown>;
  NATIVE_OTP_AUTO_READ: { otp?: string };
  PRIVATE_LOGOUT: Record<string, unknown>;
  HEADLESS_REQUEST: { id?: string; request: HeadlessRequest };
  HEADLESS_RESPONSE: { id?: string; response: HeadlessResponse };
  SESSION_VERIFICATION: Partial<FrameSession> & { success?: boolean };
  LOGOUT_SESSION: Partial<FrameSession> & { success?: boolean };
  GET_LOGIN_URI: { loginUri?: string };
  WEB_AUTH: Record<string, unknown>;
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

/** The envelope check: ours, a known type, an object payload. */
export function isFrameMessage(data: unknown): data is FrameMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { namespace, type, payload } = data as Record<string, unknown>;
  return (
    namespace === FRAME_NAMESPACE &&
    typeof type === 'string' &&
    (FRAME_MESSAGE_TYPES as readonly string[]).includes(type) &&
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload)
  );
}

export function isFrameMessageOf<T extends FrameMessageType>(
  data: unknown,
  type: T,
): data is FrameMessageOf<T> {
  return isFrameMessage(data) && data.type === type;
}
