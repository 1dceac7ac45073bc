import type { SsoProvider } from '../SsoProvider';
import { object, text } from './profileHelpers';

/**
 * Notion public integrations (developers.notion.com/docs/authorization). Quirks: no scopes
 * (`owner=user` instead); HTTP Basic and a JSON token request; the person comes in the token
 * answer itself (`owner.user`), with an address Notion does not call verified.
 */
export const notion: SsoProvider = {
  id: 'notion',
  channel: 'NOTION_SSO',
  name: 'Notion',
  oidc: false,
  endpoints: {
    issuer: 'https://api.notion.com',
    authorization_endpoint: 'https://api.notion.com/v1/oauth/authorize',
    token_endpoint: 'https://api.notion.com/v1/oauth/token',
  },
  scopes: [],
  clientAuth: 'client_secret_basic',
  authorizationParams: { owner: 'user' },
  jsonTokenRequest: true,
  profile: async ({ tokens }) => {
    const owner = object(tokens.owner, 'owner');
    const user = object(owner.user, 'user');
    const person = (user.person as { email?: unknown } | undefined) ?? {};
    return {
      issuer: 'https://api.notion.com',
      subject: String(user.id),
      email: text(person.email),
      emailVerified: false,
      name: text(user.name),
      picture: text(user.avatar_url),
    };
  },
  console: 'https://www.notion.so/profile/integrations',
};
