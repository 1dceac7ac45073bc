import { type FrameMessage, type FrameMessageOf, frameMessage } from '../../contract/frameMessages';
import type { LogoutResponse } from '../../contract/sessionWire';
import type { ApiResult } from '../api/ApiResult';
import type { SessionApi, SessionProof } from '../api/sessionCalls';
import type { FramePort } from '../bridges/FramePort';

/** The session calls of spec §7 the frame makes for its parent (services/api/sessionCalls). */
export type SessionCalls = Omit<SessionApi, 'saveAddress'>;

export interface ParentRequestsOptions {
  port: FramePort;
  api: SessionCalls;
  /** Forgets what this browser remembers of the visitor (PRIVATE_LOGOUT, LOGOUT). */
  forget: () => void;
}

/**
 * The requests a parent page makes of the Sesame frame (spec §4 "Session verification", §7
 * LOGOUT, PRIVATE_LOGOUT, LOGOUT_SESSION). Each answer goes back through the same port, with the
 * request's `id`; a message that is itself an answer (it has `success`) is not a request.
 */
export function serveParentRequests({ port, api, forget }: ParentRequestsOptions): () => void {
  return port.onMessage((message: FrameMessage) => {
    if ('success' in message.payload && message.payload.success !== undefined) return;
    switch (message.type) {
      case 'SESSION_VERIFICATION':
        return void verifySession(api, message).then((answer) => port.send(answer));
      case 'LOGOUT_SESSION':
        return void endSession(api.logoutSession, message.payload).then((success) =>
          port.send(frameMessage('LOGOUT_SESSION', withId(message.payload.id, { success }))),
        );
      case 'LOGOUT':
        return void endSession(api.logout, message.payload).then((ended) => {
          forget();
          const success = ended || message.payload.sessionId === undefined;
          port.send(frameMessage('LOGOUT', withId(message.payload.id, { success })));
        });
      case 'PRIVATE_LOGOUT':
        forget();
        return port.send(frameMessage('PRIVATE_LOGOUT', withId(message.payload.id, { success: true })));
      default:
        return;
    }
  });
}

/**
 * spec §4 "Session verification": the session token is checked; failing that, the refresh token
 * buys a new pair; failing both, the parent hears `success: false`. On success the answer carries
 * the session fields (the new tokens after a refresh: the old refresh token is spent).
 */
export async function verifySession(
  api: Pick<SessionCalls, 'checkSession' | 'refreshSession'>,
  request: FrameMessageOf<'SESSION_VERIFICATION'>,
): Promise<FrameMessageOf<'SESSION_VERIFICATION'>> {
  const { id, sessionId, sessionToken, refreshToken } = request.payload;
  if (sessionId && sessionToken) {
    const checked = await api.checkSession({ sessionId, sessionToken });
    if (checked.ok) {
      const { sessionTokenExpiresAt, expiresAt, user } = checked.data.data;
      return frameMessage(
        'SESSION_VERIFICATION',
        withId(id, {
          success: true,
          sessionId,
          sessionToken,
          ...(refreshToken ? { refreshToken } : {}),
          sessionTokenExpiresAt,
          expiresAt,
          user: { ...user },
        }),
      );
    }
  }
  if (sessionId && refreshToken) {
    const refreshed = await api.refreshSession({ sessionId, refreshToken });
    if (refreshed.ok) {
      return frameMessage('SESSION_VERIFICATION', withId(id, { success: true, ...refreshed.data.data }));
    }
  }
  return frameMessage('SESSION_VERIFICATION', withId(id, { success: false }));
}

async function endSession(
  call: (request: SessionProof) => Promise<ApiResult<LogoutResponse>>,
  payload: { sessionId?: string; sessionToken?: string; refreshToken?: string },
): Promise<boolean> {
  const { sessionId, sessionToken, refreshToken } = payload;
  if (!sessionId || (!sessionToken && !refreshToken)) return false;
  const result = await call({
    sessionId,
    ...(sessionToken ? { sessionToken } : {}),
    ...(refreshToken ? { refreshToken } : {}),
  });
  return result.ok;
}

const withId = <T extends object>(id: string | undefined, payload: T) =>
  id === undefined ? payload : { id, ...payload };
