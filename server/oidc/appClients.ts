import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Services } from '../Services';

/**
 * The apps as oidc-provider's clients: `client_id` = the app id, redirect URIs exactly as
 * registered. A confidential client's secret is checked against the stored HMAC (see
 * `OidcHost`), sent either way (`client_secret_basic` or `client_secret_post`); its
 * `client_secret` metadata is a random placeholder: the provider never compares it, and the
 * real secret is not stored anywhere it could be read back. An app marked `oidcPublic` is a
 * public client: it authenticates with nothing (`none`), so PKCE S256 is required of it.
 */
export function appClients(services: Services): Adapter {
  const placeholder = services.random.token(32);
  const none = async () => undefined;
  return {
    async find(id: string): Promise<AdapterPayload | undefined> {
      const app = await services.apps.get(id);
      // An app with no registered redirect URI cannot take part in a code flow.
      if (!app || app.redirectUris.length === 0) return undefined;
      return {
        client_id: app.id,
        client_name: app.name,
        ...(app.options.oidcPublic
          ? { token_endpoint_auth_method: 'none' }
          : { client_secret: placeholder, token_endpoint_auth_method: 'client_secret_basic' }),
        redirect_uris: app.redirectUris,
        post_logout_redirect_uris: [
          ...new Set([...app.redirectUris, ...(app.loginUri ? [app.loginUri] : [])]),
        ],
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        id_token_signed_response_alg: 'ES256',
      };
    },
    upsert: none,
    findByUid: none,
    findByUserCode: none,
    consume: none,
    destroy: none,
    revokeByGrantId: none,
  };
}
