import type { SsoProvider } from '../SsoProvider';
import { standardClaimsProfile } from './profileHelpers';

/** Google Identity, OpenID Connect (developers.google.com/identity/openid-connect/openid-connect). */
export const google: SsoProvider = {
  id: 'google',
  channel: 'GMAIL',
  name: 'Google',
  oidc: true,
  endpoints: {
    issuer: 'https://accounts.google.com',
    authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    token_endpoint: 'https://oauth2.googleapis.com/token',
    jwks_uri: 'https://www.googleapis.com/oauth2/v3/certs',
    userinfo_endpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
    id_token_signing_alg_values_supported: ['RS256'],
  },
  scopes: ['openid', 'email', 'profile'],
  clientAuth: 'client_secret_post',
  profile: (context) => standardClaimsProfile(context),
  console: 'https://console.cloud.google.com/apis/credentials',
};
