import type { SsoProvider } from '../SsoProvider';
import { object, text } from './profileHelpers';

/**
 * X (Twitter) OAuth 2.0 Authorization Code with PKCE (docs.x.com/resources/fundamentals/authentication/oauth-2-0/authorization-code).
 * Quirks: confidential clients authenticate with HTTP Basic; there is no email, so a Twitter
 * account never joins an existing user by address.
 */
export const twitter: SsoProvider = {
  id: 'twitter',
  channel: 'TWITTER',
  name: 'X (Twitter)',
  oidc: false,
  endpoints: {
    issuer: 'https://x.com',
    authorization_endpoint: 'https://x.com/i/oauth2/authorize',
    token_endpoint: 'https://api.x.com/2/oauth2/token',
  },
  scopes: ['users.read', 'tweet.read'],
  clientAuth: 'client_secret_basic',
  profile: async ({ api }) => {
    const { data } = object(
      await api('https://api.x.com/2/users/me?user.fields=profile_image_url'),
      'user',
    ) as {
      data: unknown;
    };
    const user = object(data, 'user');
    return {
      issuer: 'https://x.com',
      subject: String(user.id),
      email: undefined,
      emailVerified: false,
      name: text(user.name) ?? text(user.username),
      picture: text(user.profile_image_url),
    };
  },
  console: 'https://developer.x.com/en/portal/projects-and-apps',
};
