import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DeviceProof } from '../../contract/deviceProof';
import { API } from '../../contract/paths';
import type { DefaultParams, MerchantConfigResponse } from '../../contract/wire';
import type { App } from '../apps/App';
import { ConfigAnswers, type ConfigVariant } from '../apps/ConfigAnswers';
import { configuredChannels } from '../apps/defaultConfig';
import { merchantConfigFor } from '../apps/merchantConfigFor';
import { recognisedConfig } from '../apps/recognisedConfig';
import { provedIdentities } from '../channels/onetap/provedIdentities';
import { RunnableChannels } from '../channels/RunnableChannels';
import { runnableChannelConfig } from '../channels/runnableChannelConfig';
import { isValidState } from '../crypto/browserState';
import { JSON_CONTENT_TYPE } from '../http/jsonContentType';
import { laneCorsHeaders } from '../http/laneCorsHeaders';
import { plainQuery } from '../http/plainQuery';
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
  const answers = new ConfigAnswers();
  const runnable = new RunnableChannels(services);

  /** The app and what this browser decides of its configuration, read from memory (BrowserFacts). */
  async function browserFor(
    request: FastifyRequest<{ Params: { state: string } }>,
    reply: FastifyReply,
    appId: string | undefined,
  ) {
    const merchant = await requireApp(services, request, reply, appId);
    const state = requireState(services, request.params.state);
    // The browser's facts are kept under its state's HMAC.
    const stateHash = services.hasher.hash(STATE_PURPOSE, state);
    const facts = services.browserFacts;
    // Whether this browser verified an identity for the app: looked up when first asked.
    const holdsIdentity = () => facts.holdsIdentity(merchant.id, stateHash);
    // Never a dead button: only what this host can run for the app is offered. The passkey fact
    // is read meanwhile.
    const [channels, hasPasskey] = await Promise.all([
      runnable.for(merchant, holdsIdentity),
      merchant.options.isWebauthnEnabled ? facts.hasPasskey(merchant.id, stateHash) : undefined,
    ]);
    return { merchant, state, holdsIdentity, channels, hasPasskey };
  }

  function configOf(merchant: App, { channels, hasPasskey }: Omit<ConfigVariant, 'knownDevice'>) {
    const config = merchantConfigFor(merchant);
    config.channelConfig = runnableChannelConfig(merchant.channelConfig, channels);
    // spec §3 merchant config: silent network authentication is tried for typed numbers.
    const offered = configuredChannels(config.channelConfig);
    config.merchant.config.isSilentAuthEnabled = offered.includes('SILENT_AUTH');
    if (hasPasskey !== undefined) config.merchant.config.isWebauthnRegistered = hasPasskey;
    return config;
  }

  // The page load's answer from memory, before the framework (FastLane): when the app, the
  // origin, the browser's facts and the answer for them are all in memory already. It checks what
  // browserFor and the CORS hook check, with what they read; anything else goes the full way.
  app.fastLane.add(API.merchantConfig, 'state', ({ raw, param: state, query }) => {
    const merchant = services.apps.peek(plainQuery(query, ['appId'])?.get('appId') ?? '');
    const headers = merchant && laneCorsHeaders(services, merchant, raw);
    if (!merchant || !headers || !isValidState(services.hasher, state)) return undefined;
    const stateHash = services.hasher.hash(STATE_PURPOSE, state);
    const knownDevice = services.browserFacts.peek('holdsIdentity', merchant.id, stateHash);
    const hasPasskey = merchant.options.isWebauthnEnabled
      ? services.browserFacts.peek('hasPasskey', merchant.id, stateHash)
      : undefined;
    const channels = runnable.peek(merchant, () => knownDevice);
    if (knownDevice === undefined || !channels) return undefined;
    if (merchant.options.isWebauthnEnabled && hasPasskey === undefined) return undefined;
    const json = answers.peek(merchant, { channels, hasPasskey, knownDevice });
    return json === undefined ? undefined : { json, headers };
  });

  app.get<{ Params: { state: string }; Querystring: DefaultParams }>(
    `${API.merchantConfig}/:state`,
    { schema: { params: stateParams, querystring: paramsSchema(), response: configResponse } },
    async (request, reply): Promise<string> => {
      const { merchant, holdsIdentity, channels, hasPasskey } = await browserFor(
        request,
        reply,
        request.query.appId,
      );
      const knownDevice = await holdsIdentity();
      reply.type(JSON_CONTENT_TYPE);
      return answers.json(merchant, { channels, hasPasskey, knownDevice }, () => {
        const config = configOf(merchant, { channels, hasPasskey });
        if (knownDevice) config.knownDevice = true;
        return config;
      });
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
      const browser = await browserFor(request, reply, request.body.appId);
      const config = configOf(browser.merchant, browser);
      reply.header('Cache-Control', 'no-store');
      const proof = request.body.deviceProof;
      const { merchant, state } = browser;
      const identities = await provedIdentities(services, { appId: merchant.id, state, proof });
      return recognisedConfig(config, identities);
    },
  );
}
