import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { revokeSignIn } from '../signin/revokeSignIn';
import { STATE_PURPOSE } from '../signin/transactionFor';
import { constantTimeEqual } from './constantTimeEqual';
import { refreshTokenHash, sessionIdHash, sessionTokenHash } from './sessionSecrets';

/**
 * spec §7 logout-session and `/v1/user/logout`: revokes the sign-in the session rests on
 * (server/signin/revokeSignIn), so its tokens neither check nor refresh again (docs/security.md
 * "Sessions and tokens"), and the browser asking (`state`) forgets its device key and what it
 * verified: one-tap is gone with the logout. The caller proves the session with either token:
 * an expired session token still logs out. Ending a session that has ended already succeeds,
 * so a retried logout is harmless.
 */
export async function logoutSession(
  services: Services,
  input: {
    appId: string;
    state: string;
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
  await revokeSignIn(services, {
    appId: input.appId,
    signInId: session.signin_id ?? session.transaction_id,
    reason: 'logout',
    browser: hasher.hash(STATE_PURPOSE, input.state),
  });
}
