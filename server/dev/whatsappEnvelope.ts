import type { FastifyInstance } from 'fastify';
import { WHATSAPP_WEBHOOK_PATH } from '../../contract/paths';
import type { App } from '../apps/App';
import { whatsappSettings } from '../channels/providerSettings';
import { signWebhook } from '../channels/whatsapp/webhookSignature';
import type { Services } from '../Services';

/**
 * Plays Meta's delivery of one webhook change: wraps `value` (its `messages` or `statuses`) in a
 * Cloud API envelope for the app's business number, signs it with the app's secret and posts it
 * to the real webhook route (in-process), as Meta would over HTTPS. Answers the HTTP status.
 */
export async function postWhatsAppEnvelope(
  app: FastifyInstance,
  services: Services,
  merchant: App,
  value: Record<string, unknown>,
): Promise<number> {
  const settings = whatsappSettings(services, merchant);
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'dev-waba',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: settings.businessNumber ?? '',
                phone_number_id: settings.cloud?.phoneNumberId ?? 'dev-phone-number-id',
              },
              ...value,
            },
          },
        ],
      },
    ],
  });
  const response = await app.inject({
    method: 'POST',
    url: `${WHATSAPP_WEBHOOK_PATH}/${encodeURIComponent(merchant.id)}`,
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signWebhook(settings.appSecret ?? '', body),
    },
    payload: body,
  });
  return response.statusCode;
}
