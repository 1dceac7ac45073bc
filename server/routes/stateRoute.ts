import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/paths';
import type { DefaultParams, StateResponse } from '../../contract/wire';
import { issueState } from '../crypto/browserState';
import { requireApp } from '../http/requireApp';
import { paramsSchema, responses } from '../http/schemas';
import type { Services } from '../Services';

/** spec §7 `GET /v2/state`: the one call without a state suffix. Issuing a state stores nothing. */
export function stateRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: DefaultParams }>(
    API.state,
    {
      schema: {
        querystring: paramsSchema(),
        response: responses({
          type: 'object',
          properties: { state: { type: 'string' } },
          required: ['state'],
        }),
      },
    },
    async (request, reply): Promise<StateResponse> => {
      await requireApp(services, request, reply, request.query.appId);
      reply.header('Cache-Control', 'no-store');
      return { state: issueState(services.hasher, services.random) };
    },
  );
}
