import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { constantTimeEqual } from './constantTimeEqual';
import { refreshTokenHash, sessionIdHash, sessionTokenHash } from './sessionSecrets';

/**
 * spec §7 logout-session and `/v1/user/logout`: ends the session server-side, so its tokens
 * neither check nor refresh again (SECURITY.md "Sessions and tokens"). The caller proves the
 * session with either token: an expired session token still logs out. Ending a session that
 * has ended already succeeds, so a retried logout is harmless.
 */
export async function logoutSession(
  services: Services,
  input: {
    appId: string;
    sessionId: string;
    sessionToken?: string | undefined;
    refreshToken?: string | undefined;
  },
): Promise<void> {
  const { hasher } = services;
  const idHash = sessionIdHash(hasher, input.sessionId);
  const session = await services.sessions.byId(idHash);
  if (!session || session.app_id !== input.appId) throw new SesameError('session_invalid');
  const byToken =
    input.sessionToken !== undefined &&
    constantTimeEqual(sessionTokenHash(hasher, input.sessionToken), session.token_hash);
  const byRefresh =
    input.refreshToken !== undefined &&
    constantTimeEqual(refreshTokenHash(hasher, input.refreshToken), session.refresh_hash);
  if (!byToken && !byRefresh) throw new SesameError('session_invalid');
  await services.sessions.revoke(idHash, 'logout', services.clock.now());
}
