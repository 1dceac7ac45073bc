import type { FastifyInstance } from 'fastify';
import type { Services } from '../Services';
import { postWhatsAppEnvelope } from './whatsappEnvelope';

/** The statuses Meta reports on a business-initiated message (`value.statuses[].status`). */
export const META_STATUS_WORDS = ['sent', 'delivered', 'read', 'failed'] as const;
export type MetaStatusWord = (typeof META_STATUS_WORDS)[number];

/** Meta's error for a message it could not deliver (the number is not on WhatsApp). */
const UNDELIVERABLE = { code: 131026, title: 'Message undeliverable' };

/**
 * Plays Meta's status webhook for the latest WhatsApp message the host sent to `to`: a Cloud
 * API body with `value.statuses[]` posted to the real webhook route (postWhatsAppEnvelope), so
 * the sign-in's delivery report, and its fallback, see it as in production. Answers null when no message went to that number.
 */
export async function simulateWhatsAppStatus(
  app: FastifyInstance,
  services: Services,
  input: { to: string; status: MetaStatusWord },
): Promise<{ status: number; messageId: string } | null> {
  const to = input.to.replace(/[^0-9]/g, '');
  const sent = await services.deliveries.latestSentTo('WHATSAPP', `+${to}`);
  const merchant = sent?.provider_id ? await services.apps.get(sent.app_id) : undefined;
  if (!sent?.provider_id || !merchant) return null;
  const status = {
    id: sent.provider_id,
    status: input.status,
    timestamp: String(Math.floor(services.clock.now() / 1000)),
    recipient_id: to,
    ...(input.status === 'failed' ? { errors: [UNDELIVERABLE] } : {}),
  };
  return {
    status: await postWhatsAppEnvelope(app, services, merchant, { statuses: [status] }),
    messageId: sent.provider_id,
  };
}
