import type { FastifyInstance } from 'fastify';
import { API } from '../../services/contract/paths';
import type { MerchantTokenRequest, MerchantTokenResponse } from '../../services/contract/wire';
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
  },
  required: ['client_id', 'client_secret', 'code'],
} as const;

/** ARCHITECTURE.md §5 `POST /v1/merchant/token`: the merchant's server exchanges a code, once. */
export function merchantTokenRoute(app: FastifyInstance, services: Services): void {
  app.post<{ Body: MerchantTokenRequest }>(
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
