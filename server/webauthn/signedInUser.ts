import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { ID_TOKEN_TTL_S } from '../../contract/constants';
import type { SesameUser } from '../../contract/wire';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { isLive } from '../sessions/isLive';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

export interface SignedIn {
  appId: string;
  user: SesameUser;
  /** Epoch ms of the sign-in the token came from. */
  authTime: number;
}

/**
 * The user of `Authorization: Bearer <ID token>`: an ES256 token this host issued (its own
 * keys), for `appId` when one is named, still valid, of a user that exists, whose sign-in's
 * session (`sid`) is still live: after logout, "NOT ME" or any revocation of the sign-in its
 * ID token no longer manages passkeys, though it has not expired (docs/security.md "Revocation").
 */
export async function signedInUser(
  services: Services,
  request: FastifyRequest,
  appId?: string,
): Promise<SignedIn> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new SesameError('signin_required');
  // A key retired longer ago than a token lives signed nothing that is still valid.
  const keys = createLocalJWKSet(await services.keys.jwks(ID_TOKEN_TTL_S * 1000));
  let payload: { sub?: string; aud?: string | string[]; auth_time?: unknown; sid?: unknown };
  try {
    ({ payload } = await jwtVerify(token, keys, {
      issuer: services.issuer,
      algorithms: ['ES256'],
      currentDate: new Date(services.clock.now()),
      // jose checks `exp` only when present: a token without one would never expire (docs/security.md 5).
      requiredClaims: ['exp', 'iat', 'sub', 'aud'],
      ...(appId ? { audience: appId } : {}),
    }));
  } catch (cause) {
    throw new SesameError('signin_required', { cause });
  }
  const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  const app = audience.length === 1 ? audience[0] : undefined;
  const user = payload.sub ? await services.users.get(payload.sub) : undefined;
  if (!app || !user || typeof payload.auth_time !== 'number') throw new SesameError('signin_required');
  const session =
    typeof payload.sid === 'string' ? await services.sessions.byTransaction(payload.sid) : undefined;
  if (
    !session ||
    session.app_id !== app ||
    session.user_id !== user.uid ||
    !isLive(session, services.clock.now())
  )
    throw new SesameError('signin_required');
  return { appId: app, user, authTime: payload.auth_time * 1000 };
}
