import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Services } from '../Services';

/**
 * The apps as oidc-provider's clients: `client_id` = the app id, redirect URIs exactly as
 * registered, secrets checked against the stored HMAC (see `oidcProvider`). The `client_secret`
 * metadata is a random placeholder: the provider never compares it, and the real secret is not
 * stored anywhere it could be read back.
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
        client_secret: placeholder,
        redirect_uris: app.redirectUris,
        post_logout_redirect_uris: [
          ...new Set([...app.redirectUris, ...(app.loginUri ? [app.loginUri] : [])]),
        ],
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        token_endpoint_auth_method: 'client_secret_basic',
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
