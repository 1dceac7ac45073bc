import type { SsoProvider } from '../SsoProvider';
import { object, text } from './profileHelpers';

/**
 * Atlassian OAuth 2.0 (3LO) (developer.atlassian.com/cloud/jira/platform/oauth-2-3lo-apps).
 * Quirks: the authorization request names the API audience and asks for consent; the token
 * request is JSON; the profile is `GET https://api.atlassian.com/me` (scope `read:me`).
 */
export const atlassian: SsoProvider = {
  id: 'atlassian',
  channel: 'ATLASSIAN_SSO',
  name: 'Atlassian',
  oidc: false,
  endpoints: {
    issuer: 'https://auth.atlassian.com',
    authorization_endpoint: 'https://auth.atlassian.com/authorize',
    token_endpoint: 'https://auth.atlassian.com/oauth/token',
  },
  scopes: ['read:me'],
  clientAuth: 'client_secret_post',
  authorizationParams: { audience: 'api.atlassian.com', prompt: 'consent' },
  jsonTokenRequest: true,
  profile: async ({ api }) => {
    const me = object(await api('https://api.atlassian.com/me'), 'profile');
    return {
      issuer: 'https://auth.atlassian.com',
      subject: String(me.account_id),
      email: text(me.email),
      emailVerified: me.email_verified === true,
      name: text(me.name) ?? text(me.nickname),
      picture: text(me.picture),
    };
  },
  console: 'https://developer.atlassian.com/console/myapps/',
};
