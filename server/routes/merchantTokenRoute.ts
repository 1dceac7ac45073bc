import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/paths';
import type { MerchantTokenRequest, MerchantTokenResponse } from '../../contract/wire';
import { SesameError } from '../errors/SesameError';
import { responses, userSchema } from '../http/schemas';
import type { Services } from '../Services';
import { exchangeCode } from '../signin/exchangeCode';

const body = {
  type: 'object',
  additionalProperties: false,
  properties: {
    client_id: { type: 'string', minLength: 1, maxLength: 128 },
    client_secret: { type: 'string', minLength: 1, maxLength: 256 },
    code: { type: 'string', minLength: 1, maxLength: 256 },
    // OAuth clients send it (RFC 6749 §4.1.3); the only grant this simple path knows.
    grant_type: { type: 'string', enum: ['authorization_code'] },
    // OAuth clients send the redirect URI they used (§4.1.3): it must be one the app registered.
    redirect_uri: { type: 'string', minLength: 1, maxLength: 2048 },
  },
  required: ['client_id', 'client_secret', 'code'],
} as const;

/**
 * docs/architecture.md §5 `POST /v1/merchant/token`: the merchant's server exchanges a code, once.
 * The simple path beside the OpenID Connect token endpoint (docs/oidc.md).
 */
export function merchantTokenRoute(app: FastifyInstance, services: Services): void {
  app.post<{ Body: MerchantTokenRequest & { grant_type?: 'authorization_code'; redirect_uri?: string } }>(
    API.merchantToken,
    {
      schema: {
        body,
        response: responses({
          type: 'object',
          properties: { user: userSchema, idToken: { type: 'string' } },
          required: ['user', 'idToken'],
        }),
      },
    },
    async (request, reply): Promise<MerchantTokenResponse> => {
      reply.header('Cache-Control', 'no-store');
      const { client_id, client_secret, redirect_uri } = request.body;
      if (redirect_uri !== undefined)
        await checkRedirectUri(services, client_id, client_secret, redirect_uri);
      return exchangeCode(services, {
        clientId: request.body.client_id,
        clientSecret: request.body.client_secret,
        code: request.body.code,
      });
    },
  );
}

/**
 * A redirect URI sent with the exchange is one the app registered (or its login URI), compared
 * exactly; a wrong one answers invalid_grant and leaves the code usable. The client is
 * authenticated before that is said, so only the app learns which URIs it registered.
 */
async function checkRedirectUri(
  services: Services,
  clientId: string,
  clientSecret: string,
  redirectUri: string,
): Promise<void> {
  const app = await services.apps.get(clientId);
  // An unknown client is for the exchange to refuse, as invalid_client.
  if (!app || app.redirectUris.includes(redirectUri) || redirectUri === app.loginUri) return;
  if (!(await services.apps.authenticate(clientId, clientSecret))) throw new SesameError('invalid_client');
  throw new SesameError('invalid_grant', {
    message: 'The redirect URI is not one this app registered.',
    details: { redirect_uri: 'This redirect URI is not registered.' },
  });
}
