import type { FastifyInstance } from 'fastify';
import type {
  DeviceChallengeResponse,
  DeviceKeyRequest,
  DeviceKeyResponse,
} from '../../contract/deviceProof';
import { API } from '../../contract/paths';
import type { DefaultParams } from '../../contract/wire';
import { bindDeviceKey } from '../channels/onetap/bindDeviceKey';
import { issueDeviceChallenge } from '../channels/onetap/deviceChallenge';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import type { Services } from '../Services';
import { STATE_PURPOSE } from '../signin/transactionFor';

const base64url = (length: number) => ({ type: 'string', pattern: `^[A-Za-z0-9_-]{${length}}$` }) as const;

/** A device public key: EC P-256 as a JWK, nothing else (contract/deviceProof). */
const publicKeySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kty: { type: 'string', enum: ['EC'] },
    crv: { type: 'string', enum: ['P-256'] },
    x: base64url(43),
    y: base64url(43),
  },
  required: ['kty', 'crv', 'x', 'y'],
} as const;

/** `deviceProof` of the one-tap calls: a host challenge and its P-256 signature (64 bytes). */
export const deviceProofSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    challenge: { type: 'string', minLength: 1, maxLength: 128 },
    signature: base64url(86),
  },
  required: ['challenge', 'signature'],
} as const;

/**
 * Device-bound one-tap (docs/security.md "One-tap proves possession of a device secret"): the
 * browser binds its device public key to its state, once, confirms on each page load that the
 * host still holds it, and asks for a challenge to sign before each one-tap call. Issuing a challenge stores nothing.
 */
export function deviceRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Params: { state: string }; Body: DefaultParams & DeviceKeyRequest }>(
    `${API.deviceKey}/:state`,
    {
      schema: {
        params: stateParams,
        body: paramsSchema({ publicKey: publicKeySchema, confirm: { type: 'boolean' } }, ['publicKey']),
        response: responses({
          type: 'object',
          properties: { bound: { type: 'boolean' } },
          required: ['bound'],
        }),
      },
    },
    async (request, reply): Promise<DeviceKeyResponse> => {
      await requireApp(services, request, reply, request.body.appId);
      const stateHash = services.hasher.hash(STATE_PURPOSE, requireState(services, request.params.state));
      const { publicKey, confirm } = request.body;
      return { bound: await bindDeviceKey(services, { stateHash, publicKey, confirm }) };
    },
  );

  app.get<{ Params: { state: string }; Querystring: DefaultParams }>(
    `${API.deviceChallenge}/:state`,
    {
      schema: {
        params: stateParams,
        querystring: paramsSchema(),
        response: responses({
          type: 'object',
          properties: { challenge: { type: 'string' }, expiresIn: { type: 'integer' } },
          required: ['challenge', 'expiresIn'],
        }),
      },
    },
    async (request, reply): Promise<DeviceChallengeResponse> => {
      await requireApp(services, request, reply, request.query.appId);
      const stateHash = services.hasher.hash(STATE_PURPOSE, requireState(services, request.params.state));
      reply.header('Cache-Control', 'no-store');
      return issueDeviceChallenge(services, stateHash);
    },
  );
}
