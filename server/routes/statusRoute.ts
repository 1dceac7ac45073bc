import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/paths';
import type { DefaultParams, StatusResponse } from '../../contract/wire';
import { isValidState } from '../crypto/browserState';
import { laneCorsHeaders } from '../http/laneCorsHeaders';
import { lazySerializers } from '../http/lazySerializers';
import { plainQuery } from '../http/plainQuery';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import type { Services } from '../Services';
import { readStatus, statusOf } from '../signin/readStatus';
import { STATE_PURPOSE } from '../signin/transactionFor';

const NO_STORE = 'no-store';

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
    // The answer's JSON as the route writes it: the same serializer, built the same way.
    const serialize = lazySerializers()({
      schema: statusResponse,
      method: 'GET',
      url: path,
      httpStatus: '200',
    });
    // A poll answered from memory before the framework (FastLane), with the route's checks.
    app.fastLane.add(path, 'state', ({ raw, param: state, query }) => {
      const params = plainQuery(query, ['appId', 'asId']);
      const merchant = services.apps.peek(params?.get('appId') ?? '');
      const headers = merchant && laneCorsHeaders(services, merchant, raw);
      const tx = services.statusViews.peek(params?.get('asId') ?? '');
      if (!merchant || !headers || !tx || !isValidState(services.hasher, state)) return undefined;
      if (tx.app_id !== merchant.id || !services.hasher.matches(STATE_PURPOSE, state, tx.state_hash))
        return undefined;
      headers.push('cache-control', NO_STORE);
      return { json: serialize(statusOf(services, tx)), headers };
    });
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
        reply.header('Cache-Control', NO_STORE);
        return readStatus(services, { app: merchant, state, asId: request.query.asId });
      },
    );
  }
}
