import type { FastifyInstance } from 'fastify';
import type { DeviceProof } from '../../contract/deviceProof';
import { API } from '../../contract/paths';
import type { DefaultParams } from '../../contract/wire';
import { completeOneTap, listOneTapIdentities } from '../channels/onetap/oneTap';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import type { Services } from '../Services';
import { deviceProofSchema } from './deviceRoutes';

const identityList = {
  type: 'object',
  properties: {
    identities: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          identifierType: { type: 'string' },
          value: { type: 'string' },
          logo: { type: 'string' },
          carrier: { type: 'string' },
        },
        required: ['id', 'identifierType', 'value', 'logo'],
      },
    },
  },
  required: ['identities'],
} as const;

const completeResponse = {
  type: 'object',
  properties: { code: { type: 'string' }, asId: { type: 'string' }, apiFailed: { type: 'boolean' } },
  required: ['code', 'asId'],
} as const;

/**
 * One-tap (spec §7): "send user" lists the identities this browser verified for the app, and
 * `POST /v2/lp/user/transaction/complete/{state}` signs in with one of them. Both need the
 * browser's `deviceProof` (contract/deviceProof): the readable state alone is not enough. The
 * code complete answers with goes through the verify-code call like any other sign-in's.
 */
export function oneTapCompleteRoute(app: FastifyInstance, services: Services): void {
  app.post<{
    Params: { state: string };
    Body: DefaultParams & { uiIds?: string[]; channel?: string; deviceProof: DeviceProof };
  }>(
    `${API.sendUser}/:state`,
    {
      schema: {
        params: stateParams,
        body: paramsSchema(
          {
            uiIds: { type: 'array', maxItems: 16, items: { type: 'string', maxLength: 64 } },
            channel: { type: 'string', maxLength: 32 },
            deviceProof: deviceProofSchema,
          },
          ['deviceProof'],
        ),
        response: responses(identityList),
      },
    },
    async (request, reply) => {
      const merchant = await requireApp(services, request, reply, request.body.appId);
      const state = requireState(services, request.params.state);
      reply.header('Cache-Control', 'no-store');
      const proof = request.body.deviceProof;
      return { identities: await listOneTapIdentities(services, { app: merchant, state, proof }) };
    },
  );

  app.post<{
    Params: { state: string };
    Body: DefaultParams & { identityId: string; logoUrl?: string; deviceProof: DeviceProof };
  }>(
    `${API.oneTapComplete}/:state`,
    {
      schema: {
        params: stateParams,
        body: paramsSchema(
          {
            identityId: { type: 'string', minLength: 1, maxLength: 64 },
            logoUrl: { type: 'string', maxLength: 2048 },
            deviceProof: deviceProofSchema,
          },
          ['identityId', 'deviceProof'],
        ),
        response: responses(completeResponse),
      },
    },
    async (request, reply) => {
      const merchant = await requireApp(services, request, reply, request.body.appId);
      const state = requireState(services, request.params.state);
      const { identityId, deviceProof: proof } = request.body;
      return completeOneTap(services, { app: merchant, state, identityId, proof });
    },
  );
}
