import type { SsoProvider } from '../SsoProvider';
import { object, text } from './profileHelpers';

/**
 * Bitbucket Cloud OAuth 2.0 (developer.atlassian.com/cloud/bitbucket/oauth-2). Quirks: the
 * consumer key and secret go in HTTP Basic; addresses come from `/user/emails`, where
 * `is_confirmed` says whether one was verified.
 */
export const bitbucket: SsoProvider = {
  id: 'bitbucket',
  channel: 'BITBUCKET_SSO',
  name: 'Bitbucket',
  oidc: false,
  endpoints: {
    issuer: 'https://bitbucket.org',
    authorization_endpoint: 'https://bitbucket.org/site/oauth2/authorize',
    token_endpoint: 'https://bitbucket.org/site/oauth2/access_token',
  },
  scopes: ['account', 'email'],
  clientAuth: 'client_secret_basic',
  profile: async ({ api }) => {
    const user = object(await api('https://api.bitbucket.org/2.0/user'), 'user');
    const emails = object(await api('https://api.bitbucket.org/2.0/user/emails'), 'emails');
    const values = Array.isArray(emails.values) ? emails.values : [];
    const primary = values.find(
      (e: { is_primary?: unknown; is_confirmed?: unknown }) =>
        e.is_primary === true && e.is_confirmed === true,
    ) as { email?: unknown } | undefined;
    const avatar = (user.links as { avatar?: { href?: unknown } } | undefined)?.avatar?.href;
    return {
      issuer: 'https://bitbucket.org',
      subject: String(user.uuid),
      email: text(primary?.email),
      emailVerified: primary !== undefined,
      name: text(user.display_name) ?? text(user.nickname),
      picture: text(avatar),
    };
  },
  console: 'https://bitbucket.org/account/settings/ (Workspace settings → OAuth consumers)',
};
