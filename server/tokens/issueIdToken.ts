import { ID_TOKEN_TTL_S } from '../../contract/constants';
import type { SesameUser } from '../../contract/wire';
import type { SigningKeys } from './SigningKeys';
import { signEs256Jwt } from './signEs256Jwt';

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
  const { kid, keyObject } = await options.keys.current();
  const iat = Math.floor(options.now / 1000);
  const claims: Record<string, unknown> = {
    iss: options.issuer,
    aud: options.appId,
    sub: options.user.uid,
    iat,
    exp: iat + ID_TOKEN_TTL_S,
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
  return signEs256Jwt({ kid, typ: 'JWT' }, claims, keyObject);
}
