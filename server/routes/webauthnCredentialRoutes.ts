import type { FastifyInstance } from 'fastify';
import { WEBAUTHN_API } from '../../contract/webauthn';
import { requireApp } from '../http/requireApp';
import { responses } from '../http/schemas';
import type { Services } from '../Services';
import { listPasskeys, removePasskey } from '../webauthn/listPasskeys';
import { passkeySummarySchema } from '../webauthn/passkeySchemas';
import { signedInUser } from '../webauthn/signedInUser';

const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

/**
 * A signed-in user's own passkeys (`Authorization: Bearer <ID token>`; the token's audience is
 * the app): `GET /v1/webauthn/credentials` lists them, `DELETE …/{id}` removes one. From a
 * browser, only the app's registered origins may call.
 */
export function webauthnCredentialRoutes(app: FastifyInstance, services: Services): void {
  app.get(
    WEBAUTHN_API.credentials,
    {
      schema: {
        querystring: noQuery,
        response: responses({
          type: 'object',
          properties: { credentials: { type: 'array', items: passkeySummarySchema } },
          required: ['credentials'],
        }),
      },
    },
    async (request, reply) => {
      const signedIn = await signedInUser(services, request);
      await requireApp(services, request, reply, signedIn.appId);
      reply.header('Cache-Control', 'no-store');
      return listPasskeys(services, signedIn);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${WEBAUTHN_API.credentials}/:id`,
    {
      schema: {
        querystring: noQuery,
        params: {
          type: 'object',
          additionalProperties: false,
          properties: { id: { type: 'string', minLength: 1, maxLength: 1364, pattern: '^[A-Za-z0-9_-]+$' } },
          required: ['id'],
        },
        response: { ...responses({ type: 'object' }), 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const signedIn = await signedInUser(services, request);
      await requireApp(services, request, reply, signedIn.appId);
      await removePasskey(services, signedIn, request.params.id);
      return reply.code(204).send();
    },
  );
}
