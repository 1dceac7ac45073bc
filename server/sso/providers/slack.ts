import type { SsoProvider } from '../SsoProvider';
import { standardClaimsProfile } from './profileHelpers';

/** Sign in with Slack, OpenID Connect (api.slack.com/authentication/sign-in-with-slack). */
export const slack: SsoProvider = {
  id: 'slack',
  channel: 'SLACK_SSO',
  name: 'Slack',
  oidc: true,
  endpoints: {
    issuer: 'https://slack.com',
    authorization_endpoint: 'https://slack.com/openid/connect/authorize',
    token_endpoint: 'https://slack.com/api/openid.connect.token',
    jwks_uri: 'https://slack.com/openid/connect/keys',
    userinfo_endpoint: 'https://slack.com/api/openid.connect.userInfo',
    id_token_signing_alg_values_supported: ['RS256'],
  },
  scopes: ['openid', 'email', 'profile'],
  clientAuth: 'client_secret_post',
  profile: (context) => standardClaimsProfile(context),
  console: 'https://api.slack.com/apps',
};
