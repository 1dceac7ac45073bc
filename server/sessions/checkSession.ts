import type { SessionFacts } from '../../contract/sessionWire';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { constantTimeEqual } from './constantTimeEqual';
import { isUsable } from './isLive';
import { sessionIdHash, sessionTokenHash } from './sessionSecrets';

/**
 * spec §7 check-session-token: whether `{sessionId, sessionToken}` is a live session of this
 * app. Any failure is the same `session_invalid`; the widget then tries a refresh (spec §4
 * "Session verification").
 */
export async function checkSession(
  services: Services,
  input: { appId: string; sessionId: string; sessionToken: string },
): Promise<SessionFacts> {
  const now = services.clock.now();
  const session = await services.sessions.byId(sessionIdHash(services.hasher, input.sessionId));
  if (!session || session.app_id !== input.appId || !isUsable(session, now))
    throw new SesameError('session_invalid');
  if (!constantTimeEqual(sessionTokenHash(services.hasher, input.sessionToken), session.token_hash))
    throw new SesameError('session_invalid');
  const user = await services.users.get(session.user_id);
  if (!user) throw new SesameError('session_invalid');
  return {
    sessionId: input.sessionId,
    user,
    sessionTokenExpiresAt: new Date(Number(session.token_expires_at)).toISOString(),
    expiresAt: new Date(Number(session.expires_at)).toISOString(),
  };
}
