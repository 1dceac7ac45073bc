import type { FastifyInstance } from 'fastify';
import type { OneTapKnownRequest } from '../../contract/deviceProof';
import { API } from '../../contract/paths';
import type { DefaultParams } from '../../contract/wire';
import { completeKnownOneTap } from '../channels/onetap/completeKnownOneTap';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import type { Services } from '../Services';
import { deviceProofSchema } from './deviceRoutes';

const completeResponse = {
  type: 'object',
  properties: { code: { type: 'string' }, asId: { type: 'string' } },
  required: ['code', 'asId'],
} as const;

/**
 * `POST /v2/lp/user/transaction/complete-known/{state}` (spec §4 headless "known user",
 * docs/headless.md "Known visitors"): one-tap with the identity a headless request names, for a
 * browser that proves its device key and verified that identity with it. Answers as one-tap
 * complete; any identity this browser did not verify answers `onetap_unavailable`.
 */
export function oneTapKnownRoute(app: FastifyInstance, services: Services): void {
  app.post<{ Params: { state: string }; Body: DefaultParams & OneTapKnownRequest }>(
    `${API.oneTapKnown}/:state`,
    {
      schema: {
        params: stateParams,
        body: paramsSchema(
          {
            identifierType: { type: 'string', enum: ['EMAIL', 'MOBILE'] },
            identity: { type: 'string', minLength: 1, maxLength: 320 },
            deviceProof: deviceProofSchema,
          },
          ['identifierType', 'identity', 'deviceProof'],
        ),
        response: responses(completeResponse),
      },
    },
    async (request, reply) => {
      const merchant = await requireApp(services, request, reply, request.body.appId);
      const state = requireState(services, request.params.state);
      reply.header('Cache-Control', 'no-store');
      const { identifierType, identity, deviceProof } = request.body;
      return completeKnownOneTap(services, { app: merchant, state, identifierType, identity, deviceProof });
    },
  );
}
