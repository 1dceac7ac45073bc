import type { FastifyInstance } from 'fastify';
import { TWILIO_SMS_STATUS_PATH } from '../../contract/deliveryFallback';
import { TWILIO_SIGNATURE_HEADER } from '../../contract/voice';
import { TWILIO_SMS_STATUSES } from '../channels/fallback/recordProviderStatus';
import { smsSettings } from '../channels/providerSettings';
import { isValidTwilioSignature, type TwilioParams } from '../delivery/TwilioVoiceSignature';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';

const twilioForm = {
  type: 'object',
  maxProperties: 80,
  additionalProperties: { type: 'string', maxLength: 2048 },
} as const;

/**
 * Twilio's status callback for the SMS it sends (`StatusCallback` of each message): the
 * MessageStatus is recorded on the send (docs/channels.md "Delivery status and fallback"). The
 * message id names the send, the send its app, the app its auth token: the request is taken
 * only with a valid X-Twilio-Signature with that token. An unknown message id changes nothing.
 */
export function twilioSmsStatusRoute(app: FastifyInstance, services: Services): void {
  app.post<{ Body: Record<string, string> | undefined }>(
    TWILIO_SMS_STATUS_PATH,
    { schema: { body: twilioForm } },
    async (request, reply) => {
      const params: TwilioParams = request.body ?? {};
      const sid = request.body?.MessageSid;
      const appId = sid ? await services.deliveries.appOfProviderId('SMS', sid) : undefined;
      const merchant = appId ? await services.apps.get(appId) : undefined;
      if (!sid || !merchant) return reply.code(204).send();
      const token = smsSettings(services, merchant).twilio?.authToken;
      const url = `${services.issuer}${request.url}`;
      if (!token || !isValidTwilioSignature(token, url, params, request.headers[TWILIO_SIGNATURE_HEADER]))
        throw new SesameError('signature_invalid');
      const status = TWILIO_SMS_STATUSES[request.body?.MessageStatus ?? ''];
      const error = request.body?.ErrorCode ? `Twilio error ${request.body.ErrorCode}` : undefined;
      if (status)
        await services.deliveries.recordProviderStatus('SMS', sid, status, services.clock.now(), error);
      return reply.code(204).send();
    },
  );
}
