import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/paths';
import type { DefaultParams, MerchantConfigResponse } from '../../contract/wire';
import { configuredChannels } from '../apps/defaultConfig';
import { merchantConfigFor } from '../apps/merchantConfigFor';
import { runnableChannelConfig } from '../channels/runnableChannelConfig';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import type { Services } from '../Services';
import { browserHasPasskey } from '../webauthn/passkeyFacts';

/** spec §7 `GET /v2/lp/merchant/config/{state}`: what the widget shows and which channels it offers. */
export function merchantConfigRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { state: string }; Querystring: DefaultParams }>(
    `${API.merchantConfig}/:state`,
    {
      schema: {
        params: stateParams,
        querystring: paramsSchema(),
        response: responses({ type: 'object', additionalProperties: true }),
      },
    },
    async (request, reply): Promise<MerchantConfigResponse> => {
      const merchant = await requireApp(services, request, reply, request.query.appId);
      const state = requireState(services, request.params.state);
      const config = merchantConfigFor(merchant);
      // Issue "Never a dead button": only what this host can run for the app is offered.
      config.channelConfig = await runnableChannelConfig(services, merchant, state);
      // spec §3 merchant config: silent network authentication is tried for typed numbers.
      config.merchant.config.isSilentAuthEnabled = configuredChannels(config.channelConfig).includes(
        'SILENT_AUTH',
      );
      if (config.merchant.config.isWebauthnEnabled)
        config.merchant.config.isWebauthnRegistered = await browserHasPasskey(services, merchant.id, state);
      return config;
    },
  );
}
