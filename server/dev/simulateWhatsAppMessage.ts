import type { FastifyInstance } from 'fastify';
import { WHATSAPP_WEBHOOK_PATH } from '../../contract/paths';
import type { App } from '../apps/App';
import { whatsappSettings } from '../channels/providerSettings';
import { signWebhook } from '../channels/whatsapp/webhookSignature';
import { findWhatsAppCode, WHATSAPP_CODE_PURPOSE } from '../channels/whatsapp/whatsappCode';
import type { Services } from '../Services';
import { DEMO_APP_ID } from './seedDemoApp';

/**
 * Plays Meta: wraps a user's message in a Cloud API webhook body, signs it with the app's
 * secret and posts it to the real webhook route (in-process), as Meta would over HTTPS.
 * The app is the one whose business number `to` is, or the one whose pending sign-in the
 * message's code belongs to, or the demo app.
 */
export async function simulateWhatsAppMessage(
  app: FastifyInstance,
  services: Services,
  input: { from: string; text: string; to?: string | undefined },
): Promise<{ status: number; messageId: string; appId: string }> {
  const merchant = await findApp(services, input);
  const settings = whatsappSettings(services, merchant);
  const messageId = `wamid.dev.${services.random.token(18)}`;
  const from = input.from.replace(/[^0-9]/g, '');
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
              contacts: [{ profile: { name: 'Dev user' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: messageId,
                  timestamp: String(Math.floor(services.clock.now() / 1000)),
                  type: 'text',
                  text: { body: input.text },
                },
              ],
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
  return { status: response.statusCode, messageId, appId: merchant.id };
}

async function findApp(services: Services, input: { text: string; to?: string | undefined }): Promise<App> {
  if (input.to) {
    const to = input.to.replace(/[^0-9]/g, '');
    for (const candidate of await services.apps.list())
      if (whatsappSettings(services, candidate).businessNumber === to) return candidate;
  }
  const code = findWhatsAppCode(input.text);
  if (code) {
    const tx = await services.transactions.findAnyByLookup(services.hasher.hash(WHATSAPP_CODE_PURPOSE, code));
    const owner = tx && (await services.apps.get(tx.app_id));
    if (owner) return owner;
  }
  const demo = await services.apps.get(DEMO_APP_ID);
  if (!demo) throw new Error('the demo app is missing');
  return demo;
}
