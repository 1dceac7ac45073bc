import type { FastifyInstance } from 'fastify';
import { WHATSAPP_WEBHOOK_PATH } from '../../contract/paths';
import { recordWhatsAppStatuses } from '../channels/fallback/recordProviderStatus';
import { whatsappSettings } from '../channels/providerSettings';
import { readWebhookPayload } from '../channels/whatsapp/readWebhookPayload';
import { isValidWebhookSignature, sameSecret } from '../channels/whatsapp/webhookSignature';
import { whatsappDriver } from '../channels/whatsappDriver';
import { SesameError } from '../errors/SesameError';
import { rawJsonBody, readRawJsonBody } from '../http/rawJsonBody';
import { errorResponse } from '../http/schemas';
import type { Services } from '../Services';

/** Meta's webhook payloads are at most 3 MB (up to WEBHOOK_MAX_MESSAGES updates). */
const WEBHOOK_BODY_LIMIT = 3 * 1024 * 1024;

const params = {
  type: 'object',
  additionalProperties: false,
  properties: { appId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
  required: ['appId'],
} as const;

const verifyQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    'hub.mode': { type: 'string', maxLength: 32 },
    'hub.verify_token': { type: 'string', maxLength: 256 },
    'hub.challenge': { type: 'string', maxLength: 256 },
  },
  required: ['hub.mode', 'hub.verify_token', 'hub.challenge'],
} as const;

type VerifyQuery = { 'hub.mode': string; 'hub.verify_token': string; 'hub.challenge': string };

/**
 * The WhatsApp Cloud API webhook of one app (docs/security.md "WhatsApp webhooks"): the
 * verification GET answers `hub.challenge` only for the right verify token; a delivery is
 * accepted only with a valid `X-Hub-Signature-256` over the raw body, then each message goes
 * to the WhatsApp driver (which handles each message id once).
 */
export async function whatsappWebhookRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    rawJsonBody(scope, WEBHOOK_BODY_LIMIT);

    scope.get<{ Params: { appId: string }; Querystring: VerifyQuery }>(
      `${WHATSAPP_WEBHOOK_PATH}/:appId`,
      { schema: { params, querystring: verifyQuery } },
      async (request, reply) => {
        const merchant = await services.apps.get(request.params.appId);
        if (!merchant) throw new SesameError('not_found');
        const { verifyToken } = whatsappSettings(services, merchant);
        const query = request.query;
        if (
          query['hub.mode'] !== 'subscribe' ||
          !verifyToken ||
          !sameSecret(query['hub.verify_token'], verifyToken)
        ) {
          throw new SesameError('forbidden');
        }
        return reply.type('text/plain; charset=utf-8').send(query['hub.challenge']);
      },
    );

    scope.post<{ Params: { appId: string }; Body: Buffer }>(
      `${WHATSAPP_WEBHOOK_PATH}/:appId`,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          params,
          response: {
            200: {
              type: 'object',
              properties: { received: { type: 'integer' }, refused: { type: 'integer' } },
              required: ['received', 'refused'],
            },
            '4xx': errorResponse,
            '5xx': errorResponse,
          },
        },
      },
      async (request) => {
        const merchant = await services.apps.get(request.params.appId);
        if (!merchant) throw new SesameError('not_found');
        const { appSecret } = whatsappSettings(services, merchant);
        if (!Buffer.isBuffer(request.body)) throw new SesameError('unsupported_media_type');
        if (!appSecret) throw new SesameError('channel_not_configured');
        if (!isValidWebhookSignature(appSecret, request.body, request.headers['x-hub-signature-256']))
          throw new SesameError('signature_invalid');
        const json = readRawJsonBody(request.body);
        const payload = readWebhookPayload(json);
        if (!payload) throw new SesameError('invalid_request');
        if (payload.refused > 0) request.log.warn({ refused: payload.refused }, 'whatsapp updates refused');
        let failed = 0;
        for (const message of payload.messages) {
          // A message that fails is released (handleOnce) and the others go on; Meta is then
          // asked to redeliver, and only the released ones are processed again.
          await whatsappDriver
            .handleInbound?.(services, {
              app: merchant,
              messageId: message.id,
              from: message.from,
              text: message.text,
            })
            .catch((error: unknown) => {
              failed++;
              request.log.error({ err: error }, 'whatsapp message not handled');
            });
        }
        // Meta's delivery statuses of what the host sent: the sign-in's delivery report reads them.
        await recordWhatsAppStatuses(services, payload.statuses);
        if (failed > 0) throw new SesameError('unavailable');
        return { received: payload.messages.length, refused: payload.refused };
      },
    );
  });
}
