import { SignJWT } from 'jose';
import { ID_TOKEN_TTL_S } from '../../contract/constants';
import type { SesameUser } from '../../contract/wire';
import type { SigningKeys } from './SigningKeys';

/** docs/architecture.md §5: ES256, iss = the host's origin, aud = the app id, sub = the user id. */
export async function issueIdToken(options: {
  keys: SigningKeys;
  issuer: string;
  appId: string;
  user: SesameUser;
  authTime: number;
  amr: string;
  now: number;
  /**
   * OIDC `sid`: the sign-in whose session the token belongs to. Calls that act on the account
   * (passkeys) accept the token only while that session is live; a token without it cannot.
   */
  sid?: string;
}): Promise<string> {
  const { kid, key } = await options.keys.current();
  const iat = Math.floor(options.now / 1000);
  const claims: Record<string, unknown> = {
    auth_time: Math.floor(options.authTime / 1000),
    amr: [options.amr],
  };
  if (options.user.email) {
    claims.email = options.user.email;
    claims.email_verified = options.user.emailVerified;
  }
  if (options.user.mobile) claims.phone_number = options.user.mobile;
  if (options.user.name) claims.name = options.user.name;
  if (options.sid) claims.sid = options.sid;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
    .setIssuer(options.issuer)
    .setAudience(options.appId)
    .setSubject(options.user.uid)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ID_TOKEN_TTL_S)
    .sign(key);
}
