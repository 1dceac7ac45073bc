import type { FastifyInstance } from 'fastify';
import { TRUECALLER_PATHS, type TruecallerCallback } from '../../contract/truecaller';
import { finishTruecaller } from '../channels/truecaller/finishTruecaller';
import type { Services } from '../Services';

const callbackBody = {
  type: 'object',
  maxProperties: 16,
  properties: {
    requestId: { type: 'string', minLength: 8, maxLength: 64 },
    accessToken: { type: 'string', minLength: 1, maxLength: 4096 },
    endpoint: { type: 'string', minLength: 1, maxLength: 2048 },
    status: { type: 'string', maxLength: 64 },
  },
  required: ['requestId'],
} as const;

/**
 * The callback URL registered with Truecaller (docs/channels.md "Truecaller"): Truecaller's
 * service posts the person's access token and profile endpoint for a request nonce, or
 * `user_rejected` / `flow_invoked`. No app or state in the path: the nonce alone finds the sign-in.
 */
export function truecallerRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Body: TruecallerCallback }>(
    TRUECALLER_PATHS.callback,
    { schema: { body: callbackBody } },
    async (request, reply) => {
      const outcome = await finishTruecaller(services, request.body, (error) =>
        request.log.warn({ err: error }, 'truecaller: the profile could not be fetched'),
      );
      reply.header('Cache-Control', 'no-store');
      return { status: outcome };
    },
  );
}
