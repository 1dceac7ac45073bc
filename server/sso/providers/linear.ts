import type { SsoProvider } from '../SsoProvider';
import { object, text } from './profileHelpers';

/**
 * Linear OAuth 2.0 (linear.app/developers/oauth-2-0-authentication). Quirks: the profile is a
 * GraphQL query (`viewer`); Linear does not say the address was verified.
 */
export const linear: SsoProvider = {
  id: 'linear',
  channel: 'LINEAR_SSO',
  name: 'Linear',
  oidc: false,
  endpoints: {
    issuer: 'https://linear.app',
    authorization_endpoint: 'https://linear.app/oauth/authorize',
    token_endpoint: 'https://api.linear.app/oauth/token',
  },
  scopes: ['read'],
  clientAuth: 'client_secret_post',
  profile: async ({ api }) => {
    const answer = object(
      await api('https://api.linear.app/graphql', {
        method: 'POST',
        json: { query: 'query { viewer { id name email avatarUrl } }' },
      }),
      'answer',
    );
    const viewer = object((answer.data as { viewer?: unknown } | undefined)?.viewer, 'viewer');
    return {
      issuer: 'https://linear.app',
      subject: String(viewer.id),
      email: text(viewer.email),
      emailVerified: false,
      name: text(viewer.name),
      picture: text(viewer.avatarUrl),
    };
  },
  console: 'https://linear.app/settings/api/applications/new',
};
