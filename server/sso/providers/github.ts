import type { SsoProvider } from '../SsoProvider';
import { object, text } from './profileHelpers';

/** docs.github.com/rest: JSON media type, pinned API version, and a User-Agent (required). */
const GITHUB_HEADERS = {
  accept: 'application/vnd.github+json',
  'x-github-api-version': '2022-11-28',
  'user-agent': 'Sesame',
};

/**
 * GitHub OAuth apps (docs.github.com/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps).
 * Quirks: a user's address may be private, so the primary verified one is read from
 * `/user/emails` (scope `user:email`); the public `email` of `/user` is never trusted.
 */
export const github: SsoProvider = {
  id: 'github',
  channel: 'GITHUB_SSO',
  name: 'GitHub',
  oidc: false,
  endpoints: {
    issuer: 'https://github.com',
    authorization_endpoint: 'https://github.com/login/oauth/authorize',
    token_endpoint: 'https://github.com/login/oauth/access_token',
  },
  scopes: ['read:user', 'user:email'],
  clientAuth: 'client_secret_post',
  profile: async ({ api }) => {
    const user = object(await api('https://api.github.com/user', { headers: GITHUB_HEADERS }), 'user');
    const emails = await api('https://api.github.com/user/emails', { headers: GITHUB_HEADERS });
    const primary = (Array.isArray(emails) ? emails : []).find(
      (e: { primary?: unknown; verified?: unknown }) => e.primary === true && e.verified === true,
    ) as { email?: unknown } | undefined;
    return {
      issuer: 'https://github.com',
      subject: String(user.id),
      email: text(primary?.email),
      emailVerified: primary !== undefined,
      name: text(user.name) ?? text(user.login),
      picture: text(user.avatar_url),
    };
  },
  console: 'https://github.com/settings/developers',
};
