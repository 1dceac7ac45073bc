import type { SsoProvider } from '../SsoProvider';
import { object, text } from './profileHelpers';

const GRAPH_VERSION = 'v23.0';
const GRAPH = `https://graph.facebook.com/${GRAPH_VERSION}`;

/**
 * Facebook Login, manual flow (developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow).
 * Quirks: the profile comes from the Graph API; Facebook does not say the address was verified,
 * so it never joins an existing user by address.
 */
export const facebook: SsoProvider = {
  id: 'facebook',
  channel: 'FACEBOOK_SSO',
  name: 'Facebook',
  oidc: false,
  endpoints: {
    issuer: 'https://www.facebook.com',
    authorization_endpoint: `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`,
    token_endpoint: `${GRAPH}/oauth/access_token`,
  },
  scopes: ['email', 'public_profile'],
  clientAuth: 'client_secret_post',
  profile: async ({ api }) => {
    const me = object(await api(`${GRAPH}/me?fields=id,name,email,picture.type(large)`), 'profile');
    const picture = (me.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
    return {
      issuer: 'https://www.facebook.com',
      subject: String(me.id),
      email: text(me.email),
      emailVerified: false,
      name: text(me.name),
      picture: text(picture),
    };
  },
  console: 'https://developers.facebook.com/apps',
};
