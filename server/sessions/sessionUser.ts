import type { FastifyRequest } from 'fastify';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { isUsable } from './isLive';
import { sessionTokenHash } from './sessionSecrets';

/** A session token as the `Authorization: Bearer` credential (base64url, no dots: not a JWT). */
const BEARER = /^Bearer ([A-Za-z0-9_-]{22,128})$/;

/**
 * The signed-in user of `Authorization: Bearer <sessionToken>`, for calls that act on their
 * account (the address book). The token alone finds its session; ending the session (logout,
 * refresh-token reuse) ends this access at once, which an ID token could not do.
 */
export async function sessionUser(
  services: Services,
  request: FastifyRequest,
  appId: string,
): Promise<{ appId: string; userId: string }> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new SesameError('session_invalid');
  const session = await services.sessions.byToken(sessionTokenHash(services.hasher, token));
  if (!session || session.app_id !== appId || !isUsable(session, services.clock.now()))
    throw new SesameError('session_invalid');
  return { appId: session.app_id, userId: session.user_id };
}
