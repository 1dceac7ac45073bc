import { REFRESH_GRACE_MS, SESSION_TOKEN_TTL_MS } from '../../contract/constants';
import type { SessionInfo } from '../../contract/sessionWire';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { revokeSignIn } from '../signin/revokeSignIn';
import type { SessionRow } from '../stores/SessionStore';
import { constantTimeEqual } from './constantTimeEqual';
import { isLive } from './isLive';
import { refreshTokenHash, rotatedTokens, sessionIdHash, sessionTokenHash } from './sessionSecrets';

/**
 * spec §7 refresh-session-token (docs/security.md "Sessions and tokens"): trades the session's
 * current refresh token for a new session token and a new refresh token; the old one is dead.
 * The same refresh again within REFRESH_GRACE_MS, while its pair is still the current one (two
 * tabs refreshing at once, a retry after a lost answer), answers with that same pair. Any other
 * reuse of a traded-in refresh token (stolen and used by two parties) revokes the sign-in the
 * session rests on, as "NOT ME" does: neither party can be told from the other.
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
  const next = rotatedTokens(hasher, input.refreshToken);
  const nextRefreshHash = refreshTokenHash(hasher, next.refreshToken);
  const answer = (row: SessionRow, tokenExpiresAt: number): SessionInfo => ({
    sessionId: input.sessionId,
    ...next,
    sessionTokenExpiresAt: new Date(tokenExpiresAt).toISOString(),
    expiresAt: new Date(Number(row.expires_at)).toISOString(),
  });

  // 1. The current one: rotate, once. Losing the race means another request traded it first.
  if (constantTimeEqual(presented, session.refresh_hash)) {
    const tokenExpiresAt = Math.min(now + SESSION_TOKEN_TTL_MS, Number(session.expires_at));
    const rotated = await services.sessions.rotate(
      idHash,
      presented,
      {
        tokenHash: sessionTokenHash(hasher, next.sessionToken),
        tokenExpiresAt,
        refreshHash: nextRefreshHash,
      },
      now,
    );
    if (rotated) return answer(session, tokenExpiresAt);
  }

  // 2. A refresh token this session never issued changes nothing.
  const retiredAt = await services.sessions.retiredAt(idHash, presented);
  if (retiredAt === undefined) throw new SesameError('session_invalid');

  // 3. Traded in just now, and what it was traded for is still current: the same pair again.
  const current = await services.sessions.byId(idHash);
  if (
    current &&
    isLive(current, now) &&
    now - retiredAt <= REFRESH_GRACE_MS &&
    constantTimeEqual(current.refresh_hash, nextRefreshHash)
  )
    return answer(current, Number(current.token_expires_at));

  // 4. Otherwise reuse: the sign-in the session rests on is revoked, totally (server/signin/revokeSignIn).
  await revokeSignIn(services, {
    appId: session.app_id,
    signInId: session.signin_id ?? session.transaction_id,
    reason: 'refresh_reuse',
  });
  throw new SesameError('session_invalid');
}
