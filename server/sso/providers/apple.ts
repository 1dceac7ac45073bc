import { importPKCS8, SignJWT } from 'jose';
import { SesameError } from '../../errors/SesameError';
import type { SsoProvider } from '../SsoProvider';
import { isTrue, requiredClaims, text } from './profileHelpers';

const APPLE = 'https://appleid.apple.com';
/** Apple accepts client secrets valid up to six months; ours live five minutes. */
const SECRET_TTL_S = 300;

/**
 * Sign in with Apple (developer.apple.com/documentation/sign_in_with_apple). Its quirks, here:
 * the answer is posted (response_mode=form_post, required when name or email is asked for);
 * the client secret is a JWT signed with the team's key; the name comes once, in the first
 * sign-in's `user` parameter, never in the ID token.
 *
 * The stored secret is `TEAM_ID.KEY_ID.BASE64` where BASE64 is the downloaded .p8 file.
 */
export const apple: SsoProvider = {
  id: 'apple',
  channel: 'APPLE_EMAIL',
  name: 'Apple',
  oidc: true,
  endpoints: {
    issuer: APPLE,
    authorization_endpoint: `${APPLE}/auth/authorize`,
    token_endpoint: `${APPLE}/auth/token`,
    jwks_uri: `${APPLE}/auth/keys`,
    id_token_signing_alg_values_supported: ['RS256'],
  },
  scopes: ['name', 'email'],
  clientAuth: 'client_secret_post',
  formPost: true,
  authorizationParams: { response_mode: 'form_post' },
  clientSecret: async (stored, clientId, nowMs) => {
    const [teamId, keyId, key] = stored.split('.');
    if (!teamId || !keyId || !key)
      throw new SesameError('channel_not_configured', {
        message: 'The Apple key is not configured correctly.',
      });
    const pem = Buffer.from(key, 'base64').toString('utf8');
    const now = Math.floor(nowMs / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: keyId })
      .setIssuer(teamId)
      .setSubject(clientId)
      .setAudience(APPLE)
      .setIssuedAt(now)
      .setExpirationTime(now + SECRET_TTL_S)
      .sign(await importPKCS8(pem, 'ES256'));
  },
  profile: async (context) => {
    const claims = requiredClaims(context);
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: text(claims.email),
      emailVerified: isTrue(claims.email_verified),
      name: firstLoginName(context.callback.get('user')),
      picture: undefined,
    };
  },
  console: 'https://developer.apple.com/account/resources/identifiers/list/serviceId',
};

/** `user={"name":{"firstName":"…","lastName":"…"},"email":"…"}`, sent on the first sign-in only. */
function firstLoginName(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    const name = (JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown } }).name;
    const full = [text(name?.firstName), text(name?.lastName)].filter(Boolean).join(' ');
    return full || undefined;
  } catch {
    return undefined;
  }
}
