import type { SsoProvider } from '../SsoProvider';
import { standardClaimsProfile } from './profileHelpers';

/** Sign In with LinkedIn using OpenID Connect (learn.microsoft.com/linkedin/consumer/integrations/self-serve/sign-in-with-linkedin-v2). */
export const linkedin: SsoProvider = {
  id: 'linkedin',
  channel: 'LINKEDIN_SSO',
  name: 'LinkedIn',
  oidc: true,
  endpoints: {
    issuer: 'https://www.linkedin.com/oauth',
    authorization_endpoint: 'https://www.linkedin.com/oauth/v2/authorization',
    token_endpoint: 'https://www.linkedin.com/oauth/v2/accessToken',
    jwks_uri: 'https://www.linkedin.com/oauth/openid/jwks',
    userinfo_endpoint: 'https://api.linkedin.com/v2/userinfo',
    id_token_signing_alg_values_supported: ['RS256'],
  },
  scopes: ['openid', 'profile', 'email'],
  clientAuth: 'client_secret_post',
  profile: (context) => standardClaimsProfile(context),
  console: 'https://www.linkedin.com/developers/apps',
};
