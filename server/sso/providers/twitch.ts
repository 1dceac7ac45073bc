import type { SsoProvider } from '../SsoProvider';
import { standardClaimsProfile } from './profileHelpers';

/**
 * Twitch OpenID Connect (dev.twitch.tv/docs/authentication/getting-tokens-oidc). Quirks: the
 * email is put in the ID token only when asked for with the `claims` parameter; the token
 * answer's `scope` is an array, not RFC 6749's space-separated string.
 */
export const twitch: SsoProvider = {
  id: 'twitch',
  channel: 'TWITCH_SSO',
  name: 'Twitch',
  oidc: true,
  endpoints: {
    issuer: 'https://id.twitch.tv/oauth2',
    authorization_endpoint: 'https://id.twitch.tv/oauth2/authorize',
    token_endpoint: 'https://id.twitch.tv/oauth2/token',
    jwks_uri: 'https://id.twitch.tv/oauth2/keys',
    userinfo_endpoint: 'https://id.twitch.tv/oauth2/userinfo',
    id_token_signing_alg_values_supported: ['RS256'],
  },
  scopes: ['openid', 'user:read:email'],
  clientAuth: 'client_secret_post',
  authorizationParams: {
    claims: JSON.stringify({
      id_token: { email: null, email_verified: null, picture: null, preferred_username: null },
    }),
  },
  tokenResponse: (body) => (Array.isArray(body.scope) ? { ...body, scope: body.scope.join(' ') } : body),
  profile: (context) => standardClaimsProfile(context),
  console: 'https://dev.twitch.tv/console/apps',
};
