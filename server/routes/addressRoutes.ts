import type { FastifyInstance } from 'fastify';
import { ADDRESS_MAX_PER_USER } from '../../contract/constants';
import { API } from '../../contract/paths';
import type {
  AddressListResponse,
  SaveAddressRequest,
  SaveAddressResponse,
} from '../../contract/sessionWire';
import type { DefaultParams } from '../../contract/wire';
import { SesameError } from '../errors/SesameError';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import type { Services } from '../Services';
import { addressInputSchema, addressSchema } from '../sessions/sessionSchemas';
import { sessionUser } from '../sessions/sessionUser';

/**
 * spec §7 "submits an address": a signed-in user's addresses with one app. The user is the
 * session of `Authorization: Bearer <sessionToken>` (a header, so GET keeps it out of URLs and
 * logs); logging out ends the access at once. `POST /v1/user/address/{state}` with
 * `{ address }` adds one, `GET` lists them, oldest first.
 */
export function addressRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Params: { state: string }; Body: SaveAddressRequest }>(
    `${API.userAddress}/:state`,
    {
      schema: {
        params: stateParams,
        body: paramsSchema({ address: addressInputSchema }, ['address']),
        response: responses({
          type: 'object',
          properties: { address: addressSchema },
          required: ['address'],
        }),
      },
    },
    async (request, reply): Promise<SaveAddressResponse> => {
      const merchant = await requireApp(services, request, reply, request.body.appId);
      requireState(services, request.params.state);
      const owner = await sessionUser(services, request, merchant.id);
      const address = await services.addresses.add(
        owner,
        request.body.address,
        ADDRESS_MAX_PER_USER,
        services.clock.now(),
      );
      if (!address) throw new SesameError('address_limit');
      reply.header('Cache-Control', 'no-store');
      return { address };
    },
  );

  app.get<{ Params: { state: string }; Querystring: DefaultParams }>(
    `${API.userAddress}/:state`,
    {
      schema: {
        params: stateParams,
        querystring: paramsSchema(),
        response: responses({
          type: 'object',
          properties: { addresses: { type: 'array', items: addressSchema } },
          required: ['addresses'],
        }),
      },
    },
    async (request, reply): Promise<AddressListResponse> => {
      const merchant = await requireApp(services, request, reply, request.query.appId);
      requireState(services, request.params.state);
      const owner = await sessionUser(services, request, merchant.id);
      reply.header('Cache-Control', 'no-store');
      return { addresses: await services.addresses.list(owner) };
    },
  );
}
