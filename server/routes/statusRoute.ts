import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/paths';
import type { DefaultParams, StatusResponse } from '../../contract/wire';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import type { Services } from '../Services';
import { readStatus } from '../signin/readStatus';

const statusResponse = {
  type: 'object',
  properties: {
    status: { type: 'string' },
    user: { type: 'object', properties: { uid: { type: 'string' } } },
    uiId: { type: 'string' },
    isCrossDevice: { type: 'boolean' },
    code: { type: 'string' },
  },
  required: ['status', 'isCrossDevice'],
} as const;

/** spec §7 transaction status, v1 and v3 (same answer): polled every 3 s by the widget. */
export function statusRoute(app: FastifyInstance, services: Services): void {
  for (const path of [API.statusV1, API.statusV3]) {
    app.get<{ Params: { state: string }; Querystring: DefaultParams }>(
      `${path}/:state`,
      {
        schema: {
          params: stateParams,
          querystring: paramsSchema({}, ['asId']),
          response: responses(statusResponse),
        },
      },
      async (request, reply): Promise<StatusResponse> => {
        const merchant = await requireApp(services, request, reply, request.query.appId);
        const state = requireState(services, request.params.state);
        reply.header('Cache-Control', 'no-store');
        return readStatus(services, { app: merchant, state, asId: request.query.asId });
      },
    );
  }
}
