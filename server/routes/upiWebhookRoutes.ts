import type { FastifyInstance } from 'fastify';
import { CASHFREE_SIGNATURE_HEADER, CASHFREE_TIMESTAMP_HEADER, UPI_PATHS } from '../../contract/upi';
import { type CashfreeRpdEvent, finishUpiVerification } from '../channels/upi/finishUpiVerification';
import { upiSettings } from '../channels/upi/upiSettings';
import { isValidCashfreeSignature } from '../delivery/CashfreeWebhookSignature';
import { SesameError } from '../errors/SesameError';
import { rawJsonBody, readRawJsonBody } from '../http/rawJsonBody';
import { errorResponse } from '../http/schemas';
import type { Services } from '../Services';

/** A reverse-penny-drop webhook is a few hundred bytes. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * Cashfree's reverse-penny-drop webhook (docs/channels.md "UPI"): accepted only with a valid
 * `x-webhook-signature` over `x-webhook-timestamp` and the raw body, keyed with the host's
 * Cashfree client secret, and a timestamp within 5 minutes. Each outcome is handled once
 * (finishUpiVerification); a repeat or an unknown verification is acknowledged and changes nothing.
 */
export async function upiWebhookRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    rawJsonBody(scope, WEBHOOK_BODY_LIMIT);
    scope.post<{ Body: Buffer }>(
      UPI_PATHS.webhook,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          response: {
            200: {
              type: 'object',
              properties: { outcome: { type: 'string' } },
              required: ['outcome'],
            },
            '4xx': errorResponse,
            '5xx': errorResponse,
          },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw new SesameError('unsupported_media_type');
        const { account } = upiSettings(services);
        if (!account) throw new SesameError('channel_not_configured');
        const signed = isValidCashfreeSignature(
          account.clientSecret,
          request.body,
          {
            timestamp: request.headers[CASHFREE_TIMESTAMP_HEADER],
            signature: request.headers[CASHFREE_SIGNATURE_HEADER],
          },
          services.clock.now(),
        );
        if (!signed) throw new SesameError('signature_invalid');
        const event = readRawJsonBody(request.body);
        if (typeof event !== 'object' || event === null) throw new SesameError('invalid_request');
        return { outcome: await finishUpiVerification(services, event as CashfreeRpdEvent) };
      },
    );
  });
}
