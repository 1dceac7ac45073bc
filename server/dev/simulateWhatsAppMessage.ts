import type { FastifyInstance } from 'fastify';
import type { App } from '../apps/App';
import { whatsappSettings } from '../channels/providerSettings';
import { findWhatsAppCode, WHATSAPP_CODE_PURPOSE } from '../channels/whatsapp/whatsappCode';
import type { Services } from '../Services';
import { DEMO_APP_ID } from './seedDemoApp';
import { postWhatsAppEnvelope } from './whatsappEnvelope';

/**
 * Plays Meta: posts a user's message to the real webhook route as a signed Cloud API webhook
 * (postWhatsAppEnvelope). The app is the one whose business number `to` is, or the one whose pending sign-in the
 * message's code belongs to, or the demo app.
 */
export async function simulateWhatsAppMessage(
  app: FastifyInstance,
  services: Services,
  input: { from: string; text: string; to?: string | undefined },
): Promise<{ status: number; messageId: string; appId: string }> {
  const merchant = await findApp(services, input);
  const messageId = `wamid.dev.${services.random.token(18)}`;
  const from = input.from.replace(/[^0-9]/g, '');
  const status = await postWhatsAppEnvelope(app, services, merchant, {
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
  });
  return { status, messageId, appId: merchant.id };
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
