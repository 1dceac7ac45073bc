import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DeviceProof } from '../../contract/deviceProof';
import { API } from '../../contract/paths';
import type { DefaultParams, MerchantConfigResponse } from '../../contract/wire';
import { configuredChannels } from '../apps/defaultConfig';
import { merchantConfigFor } from '../apps/merchantConfigFor';
import { recognisedConfig } from '../apps/recognisedConfig';
import { provedIdentities } from '../channels/onetap/provedIdentities';
import { runnableChannelConfig } from '../channels/runnableChannelConfig';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import type { Services } from '../Services';
import { STATE_PURPOSE } from '../signin/transactionFor';
import { deviceProofSchema } from './deviceRoutes';

const configResponse = responses({ type: 'object', additionalProperties: true });

/**
 * spec §7 `GET /v2/lp/merchant/config/{state}`: what the widget shows and which channels it
 * offers, the same for every visitor but for `knownDevice` (this browser's key verified an
 * identity for the app). `POST` with the browser's `deviceProof` answers the same configuration
 * with what the browser verified: spec §3 user details, verified entries and the UI type
 * (docs/widget.md "Returning visitors").
 */
export function merchantConfigRoute(app: FastifyInstance, services: Services): void {
  async function configFor(
    request: FastifyRequest<{ Params: { state: string } }>,
    reply: FastifyReply,
    appId: string | undefined,
  ) {
    const merchant = await requireApp(services, request, reply, appId);
    const state = requireState(services, request.params.state);
    const config = merchantConfigFor(merchant);
    // The browser's facts below are kept under its state's HMAC, from memory (BrowserFacts).
    const stateHash = services.hasher.hash(STATE_PURPOSE, state);
    const facts = services.browserFacts;
    // Whether this browser verified an identity for the app: looked up when first asked.
    const holdsIdentity = () => facts.holdsIdentity(merchant.id, stateHash);
    // Never a dead button: only what this host can run for the app is offered. The passkey fact
    // is read meanwhile.
    const [channels, hasPasskey] = await Promise.all([
      runnableChannelConfig(services, merchant, holdsIdentity),
      config.merchant.config.isWebauthnEnabled ? facts.hasPasskey(merchant.id, stateHash) : undefined,
    ]);
    config.channelConfig = channels;
    // spec §3 merchant config: silent network authentication is tried for typed numbers.
    config.merchant.config.isSilentAuthEnabled = configuredChannels(channels).includes('SILENT_AUTH');
    if (hasPasskey !== undefined) config.merchant.config.isWebauthnRegistered = hasPasskey;
    return { config, merchant, state, holdsIdentity };
  }

  app.get<{ Params: { state: string }; Querystring: DefaultParams }>(
    `${API.merchantConfig}/:state`,
    { schema: { params: stateParams, querystring: paramsSchema(), response: configResponse } },
    async (request, reply): Promise<MerchantConfigResponse> => {
      const { config, holdsIdentity } = await configFor(request, reply, request.query.appId);
      if (await holdsIdentity()) config.knownDevice = true;
      return config;
    },
  );

  app.post<{ Params: { state: string }; Body: DefaultParams & { deviceProof: DeviceProof } }>(
    `${API.merchantConfig}/:state`,
    {
      schema: {
        params: stateParams,
        body: paramsSchema({ deviceProof: deviceProofSchema }, ['deviceProof']),
        response: configResponse,
      },
    },
    async (request, reply): Promise<MerchantConfigResponse> => {
      const { config, merchant, state } = await configFor(request, reply, request.body.appId);
      reply.header('Cache-Control', 'no-store');
      const proof = request.body.deviceProof;
      const identities = await provedIdentities(services, { appId: merchant.id, state, proof });
      return recognisedConfig(config, identities);
    },
  );
}
