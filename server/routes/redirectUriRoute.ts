import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/paths';
import type { DefaultParams, RedirectUriResponse } from '../../contract/wire';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import type { Services } from '../Services';
import { redirectUriFor } from '../signin/redirectUriFor';

/** spec §7 getRedirectUri, v1 and v2 (v2 when an order id is in the URL): the login URI with the code. */
export function redirectUriRoute(app: FastifyInstance, services: Services): void {
  for (const path of [API.redirectUriV1, API.redirectUriV2]) {
    app.get<{ Params: { state: string }; Querystring: DefaultParams }>(
      `${path}/:state`,
      {
        schema: {
          params: stateParams,
          querystring: paramsSchema({}, ['code']),
          response: responses({
            type: 'object',
            properties: { redirectUri: { type: 'string' } },
            required: ['redirectUri'],
          }),
        },
      },
      async (request, reply): Promise<RedirectUriResponse> => {
        const merchant = await requireApp(services, request, reply, request.query.appId);
        const state = requireState(services, request.params.state);
        reply.header('Cache-Control', 'no-store');
        const redirectUri = await redirectUriFor(services, {
          app: merchant,
          state,
          code: request.query.code!,
          requested: request.query.redirectURI,
        });
        return { redirectUri };
      },
    );
  }
}
