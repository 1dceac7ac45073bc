import { SESSION_TOKEN_TTL_MS } from '../../services/contract/constants';
import type { SessionInfo } from '../../services/contract/sessionWire';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { constantTimeEqual } from './constantTimeEqual';
import { isLive } from './isLive';
import { freshTokens, refreshTokenHash, sessionIdHash, sessionTokenHash } from './sessionSecrets';

/**
 * spec §7 refresh-session-token (SECURITY.md "Sessions and tokens"): trades the session's
 * current refresh token for a new session token and a new refresh token; the old one is dead.
 * A refresh token presented after it was traded in (stolen and used by two parties, or two
 * refreshes racing) revokes the whole session: neither party can be told from the other.
 */
export async function refreshSession(
  services: Services,
  input: { appId: string; sessionId: string; refreshToken: string },
): Promise<SessionInfo> {
  const { hasher } = services;
  const now = services.clock.now();
  const idHash = sessionIdHash(hasher, input.sessionId);
  const session = await services.sessions.byId(idHash);
  if (!session || session.app_id !== input.appId || !isLive(session, now))
    throw new SesameError('session_invalid');

  const presented = refreshTokenHash(hasher, input.refreshToken);
  if (!constantTimeEqual(presented, session.refresh_hash)) {
    // 1. An old refresh token of this session: reuse, so the family is revoked.
    if (await services.sessions.wasRetired(idHash, presented))
      await services.sessions.revoke(idHash, 'refresh_reuse', now);
    throw new SesameError('session_invalid');
  }

  // 2. The current one: rotate, once. Losing the race means another request traded it first.
  const next = freshTokens(services.random);
  const tokenExpiresAt = Math.min(now + SESSION_TOKEN_TTL_MS, Number(session.expires_at));
  const rotated = await services.sessions.rotate(
    idHash,
    presented,
    {
      tokenHash: sessionTokenHash(hasher, next.sessionToken),
      tokenExpiresAt,
      refreshHash: refreshTokenHash(hasher, next.refreshToken),
    },
    now,
  );
  if (!rotated) {
    await services.sessions.revoke(idHash, 'refresh_reuse', now);
    throw new SesameError('session_invalid');
  }
  return {
    sessionId: input.sessionId,
    ...next,
    sessionTokenExpiresAt: new Date(tokenExpiresAt).toISOString(),
    expiresAt: new Date(Number(session.expires_at)).toISOString(),
  };
}
