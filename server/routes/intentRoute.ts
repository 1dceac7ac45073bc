import type { FastifyInstance } from 'fastify';
import { CHANNELS } from '../../contract/channels';
import { RETURN_PAGE_MAX_LENGTH } from '../../contract/constants';
import { API } from '../../contract/paths';
import type { IntentRequest, IntentResponse } from '../../contract/wire';
import { configuredChannels } from '../apps/defaultConfig';
import { driverFor } from '../channels/drivers';
import { silentAuthAsked } from '../channels/silentauth/silentAuthDriver';
import { SesameError } from '../errors/SesameError';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import type { Services } from '../Services';
import { startRequestedIntent } from '../signin/startRequestedIntent';
import { ssoDriver } from '../sso/ssoDriver';

const intentBody = paramsSchema(
  {
    channel: { type: 'string', enum: CHANNELS },
    uiIds: { type: 'array', maxItems: 16, items: { type: 'string', maxLength: 64 } },
    otpHash: { type: 'string', maxLength: 11 },
    triggerWebauthn: { type: 'boolean' },
    silentAuthEnabled: { type: 'boolean' },
    recaptchaToken: { type: 'string', maxLength: 4096 },
    clientMetaData: { type: 'string', maxLength: 8192 },
    mobile: { type: 'string', maxLength: 32 },
    email: { type: 'string', maxLength: 320 },
    resend: { type: 'boolean' },
    returnPage: { type: 'string', maxLength: RETURN_PAGE_MAX_LENGTH },
  },
  ['channel'],
);

const intentResponse = {
  type: 'object',
  properties: {
    channel: { type: 'string' },
    intent: { type: ['string', 'null'] },
    asId: { type: 'string' },
    communicationMode: { type: 'string' },
    destinationUri: { type: 'string' },
    otpLength: { type: 'integer' },
    resendAfter: { type: 'integer' },
    qrRefId: { type: 'string' },
    uid: { type: 'string' },
    snaIntent: { type: 'string' },
    matchCode: { type: 'string' },
  },
  required: ['channel', 'intent', 'asId', 'communicationMode', 'resendAfter'],
} as const;

const IDENTIFIER_ENTRIES = [
  ['mobile', 'MOBILE', 'a phone number'],
  ['email', 'EMAIL', 'an email address'],
] as const;

/** spec §7 `POST /v2/lp/user/transaction/intent/{state}`: begins a sign-in on one channel. */
export function intentRoute(app: FastifyInstance, services: Services): void {
  app.post<{ Params: { state: string }; Body: IntentRequest }>(
    `${API.intent}/:state`,
    { schema: { params: stateParams, body: intentBody, response: responses(intentResponse) } },
    async (request, reply): Promise<IntentResponse> => {
      const merchant = await requireApp(services, request, reply, request.body.appId);
      const state = requireState(services, request.params.state);
      const { channel } = request.body;
      if (!configuredChannels(merchant.channelConfig).includes(channel)) {
        throw new SesameError('unsupported_channel', {
          details: { channel: `${channel} is not enabled for this app.` },
        });
      }
      // spec §3 channel config: an identifier goes only through the channels of its own entry, so
      // an email-only app never sends an SMS because a phone number came with an email channel.
      for (const [field, type, words] of IDENTIFIER_ENTRIES) {
        if (request.body[field] === undefined) continue;
        const entry = merchant.channelConfig.filter((e) => e.identifierType === type);
        if (!entry.some((e) => e.channel.some((c) => c.name === channel)))
          throw new SesameError('unsupported_channel', {
            details: { [field]: `This app does not sign in with ${words} on ${channel}.` },
          });
      }
      // docs/architecture.md §4: each channel is a driver behind one interface (server/channels).
      const driver = ssoDriver.accepts(request.body)
        ? ssoDriver
        : driverFor(silentAuthAsked(merchant, request.body));
      if (!driver) {
        throw new SesameError('unsupported_channel', {
          details: { channel: `${channel} is not available yet.` },
        });
      }
      return startRequestedIntent(services, request, merchant, (context) =>
        driver.createIntent({ services, app: merchant, state, body: request.body, ...context }),
      );
    },
  );
}
