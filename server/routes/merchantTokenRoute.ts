import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/paths';
import type { MerchantTokenRequest, MerchantTokenResponse } from '../../contract/wire';
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
  },
  required: ['client_id', 'client_secret', 'code'],
} as const;

/**
 * docs/architecture.md §5 `POST /v1/merchant/token`: the merchant's server exchanges a code, once.
 * The simple path beside the OpenID Connect token endpoint (docs/oidc.md).
 */
export function merchantTokenRoute(app: FastifyInstance, services: Services): void {
  app.post<{ Body: MerchantTokenRequest & { grant_type?: 'authorization_code' } }>(
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
      return exchangeCode(services, {
        clientId: request.body.client_id,
        clientSecret: request.body.client_secret,
        code: request.body.code,
      });
    },
  );
}
