import type { IDToken } from 'oauth4webapi';
import { SesameError } from '../../errors/SesameError';
import type { SsoProfile } from '../SsoProfile';
import type { ProfileContext } from '../SsoProvider';

export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** `email_verified` is a boolean in OpenID Connect; some providers send the string "true". */
export function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

export function object(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SesameError('sso_failed', { message: `The provider's ${what} is not an object.` });
  return value as Record<string, unknown>;
}

export function requiredClaims(context: ProfileContext): IDToken {
  if (!context.claims) throw new SesameError('sso_failed', { message: 'The provider sent no ID token.' });
  return context.claims;
}

/**
 * The standard claims of OpenID Connect Core §5.1, from the ID token, completed from the
 * userinfo endpoint when the token lacks the email (its `sub` must be the token's).
 */
export async function standardClaimsProfile(
  context: ProfileContext,
  options: { emailVerified?: (claims: Record<string, unknown>) => boolean } = {},
): Promise<SsoProfile> {
  const idToken = requiredClaims(context);
  let claims: Record<string, unknown> = idToken;
  if (!text(claims.email) && context.endpoints.userinfo_endpoint) {
    const info = object(await context.api(context.endpoints.userinfo_endpoint), 'userinfo');
    if (info.sub === idToken.sub)
      claims = { ...info, ...idToken, email: info.email, email_verified: info.email_verified };
  }
  return {
    issuer: idToken.iss,
    subject: idToken.sub,
    email: text(claims.email),
    emailVerified: options.emailVerified ? options.emailVerified(claims) : isTrue(claims.email_verified),
    name: text(claims.name) ?? text(claims.preferred_username) ?? text(claims.nickname),
    picture: text(claims.picture),
  };
}
