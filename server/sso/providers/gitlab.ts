import type { SsoProvider } from '../SsoProvider';
import { standardClaimsProfile } from './profileHelpers';

/**
 * GitLab.com as an OpenID Connect provider (docs.gitlab.com/integration/openid_connect_provider).
 * A self-managed GitLab is the same provider with its own issuer (`--sso-issuer`).
 */
export const gitlab: SsoProvider = {
  id: 'gitlab',
  channel: 'GITLAB_SSO',
  name: 'GitLab',
  oidc: true,
  endpoints: {
    issuer: 'https://gitlab.com',
    authorization_endpoint: 'https://gitlab.com/oauth/authorize',
    token_endpoint: 'https://gitlab.com/oauth/token',
    jwks_uri: 'https://gitlab.com/oauth/discovery/keys',
    userinfo_endpoint: 'https://gitlab.com/oauth/userinfo',
    id_token_signing_alg_values_supported: ['RS256'],
  },
  scopes: ['openid', 'email', 'profile'],
  clientAuth: 'client_secret_post',
  profile: (context) => standardClaimsProfile(context),
  console: 'https://gitlab.com/-/user_settings/applications',
};
