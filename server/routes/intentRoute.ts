import type { FastifyInstance } from 'fastify';
import { CHANNELS } from '../../services/contract/channels';
import { API } from '../../services/contract/paths';
import type { IntentRequest, IntentResponse } from '../../services/contract/wire';
import { configuredChannels } from '../apps/defaultConfig';
import { driverFor } from '../channels/drivers';
import { SesameError } from '../errors/SesameError';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import type { Services } from '../Services';
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
  },
  required: ['channel', 'intent', 'asId', 'communicationMode', 'resendAfter'],
} as const;

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
      // ARCHITECTURE.md §4: each channel is a driver behind one interface (server/channels).
      const driver = ssoDriver.accepts(request.body) ? ssoDriver : driverFor(request.body);
      if (!driver) {
        throw new SesameError('unsupported_channel', {
          details: { channel: `${channel} is not available yet.` },
        });
      }
      return driver.createIntent({
        services,
        app: merchant,
        state,
        body: request.body,
        origin: request.headers.origin,
        userAgent: request.headers['user-agent'],
      });
    },
  );
}
