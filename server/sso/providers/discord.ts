import type { SsoProvider } from '../SsoProvider';
import { object, text } from './profileHelpers';

/**
 * Discord OAuth2 (discord.com/developers/docs/topics/oauth2). Quirks: the avatar is a hash to
 * build a CDN URL from; `verified` says whether the address was verified.
 */
export const discord: SsoProvider = {
  id: 'discord',
  channel: 'DISCORD_SSO',
  name: 'Discord',
  oidc: false,
  endpoints: {
    issuer: 'https://discord.com',
    authorization_endpoint: 'https://discord.com/oauth2/authorize',
    token_endpoint: 'https://discord.com/api/oauth2/token',
  },
  scopes: ['identify', 'email'],
  clientAuth: 'client_secret_basic',
  profile: async ({ api }) => {
    const user = object(await api('https://discord.com/api/users/@me'), 'user');
    const id = String(user.id);
    const avatar = text(user.avatar);
    return {
      issuer: 'https://discord.com',
      subject: id,
      email: text(user.email),
      emailVerified: user.verified === true,
      name: text(user.global_name) ?? text(user.username),
      picture: avatar ? `https://cdn.discordapp.com/avatars/${id}/${avatar}.png` : undefined,
    };
  },
  console: 'https://discord.com/developers/applications',
};
