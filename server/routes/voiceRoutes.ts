import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TWILIO_SIGNATURE_HEADER, VOICE_PATHS } from '../../contract/voice';
import { answerVoiceKey } from '../channels/voice/answerVoiceKey';
import { recordVoiceCallStatus } from '../channels/voice/recordVoiceCallStatus';
import type { VoiceWebhook } from '../channels/voice/voiceCallFor';
import type { TwilioParams } from '../delivery/TwilioVoiceSignature';
import type { Services } from '../Services';

const tokenParams = {
  type: 'object',
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
  required: ['token'],
} as const;

/** Twilio's form fields: names and values it chooses (it adds fields over time), bounded in size. */
const twilioForm = {
  type: 'object',
  maxProperties: 80,
  additionalProperties: {
    anyOf: [
      { type: 'string', maxLength: 2048 },
      { type: 'array', maxItems: 8, items: { type: 'string', maxLength: 2048 } },
    ],
  },
} as const;

type Hook = { Params: { token: string }; Body: TwilioParams | undefined };

/**
 * Twilio Voice's webhooks for approval calls (docs/channels.md "Voice approval"): the key pressed
 * (`<Gather>` action), answered with TwiML, and the call's status callback. Each is accepted only
 * with a valid `X-Twilio-Signature` over the host's public URL of the request and its fields.
 */
export function voiceRoutes(app: FastifyInstance, services: Services): void {
  const hook = (request: FastifyRequest<Hook>): VoiceWebhook => ({
    token: request.params.token,
    // Twilio signs the URL it called: the host's public address, whatever proxy is in between.
    url: `${services.issuer}${request.url}`,
    params: request.body ?? {},
    signature: request.headers[TWILIO_SIGNATURE_HEADER],
  });

  app.post<Hook>(
    `${VOICE_PATHS.gather}/:token`,
    { schema: { params: tokenParams, body: twilioForm } },
    async (request, reply) => {
      const twiml = await answerVoiceKey(services, hook(request));
      return reply.type('text/xml; charset=utf-8').header('Cache-Control', 'no-store').send(twiml);
    },
  );

  app.post<Hook>(
    `${VOICE_PATHS.status}/:token`,
    { schema: { params: tokenParams, body: twilioForm } },
    async (request, reply) => {
      await recordVoiceCallStatus(services, hook(request));
      return reply.code(204).send();
    },
  );
}
