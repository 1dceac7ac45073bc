import type { SsoProvider } from '../SsoProvider';
import { standardClaimsProfile } from './profileHelpers';

/**
 * LINE Login v2.1, OpenID Connect (developers.line.biz/en/docs/line-login/integrate-line-login).
 * Quirks: ID tokens are ES256; the email needs LINE's permission and carries no
 * `email_verified`, so it never joins an existing user by address.
 */
export const line: SsoProvider = {
  id: 'line',
  channel: 'LINE_SSO',
  name: 'LINE',
  oidc: true,
  endpoints: {
    issuer: 'https://access.line.me',
    authorization_endpoint: 'https://access.line.me/oauth2/v2.1/authorize',
    token_endpoint: 'https://api.line.me/oauth2/v2.1/token',
    jwks_uri: 'https://api.line.me/oauth2/v2.1/certs',
    id_token_signing_alg_values_supported: ['ES256'],
  },
  scopes: ['openid', 'profile', 'email'],
  clientAuth: 'client_secret_post',
  profile: (context) => standardClaimsProfile(context, { emailVerified: () => false }),
  console: 'https://developers.line.biz/console/',
};
