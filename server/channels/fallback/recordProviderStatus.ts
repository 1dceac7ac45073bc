import type { ProviderStatus } from '../../../contract/deliveryFallback';
import type { Services } from '../../Services';
import type { WebhookStatus } from '../whatsapp/readWebhookPayload';

/** Meta's statuses of the WhatsApp messages the host sent, each on its send (by the wamid). */
export async function recordWhatsAppStatuses(
  services: Services,
  statuses: readonly WebhookStatus[],
): Promise<void> {
  for (const status of statuses)
    await services.deliveries.recordProviderStatus(
      'WHATSAPP',
      status.id,
      status.status,
      services.clock.now(),
      status.error,
    );
}

/** Twilio's MessageStatus values, as the delivery report says them; the in-between ones say nothing. */
export const TWILIO_SMS_STATUSES: Readonly<Record<string, ProviderStatus>> = {
  sent: 'SENT',
  delivered: 'DELIVERED',
  read: 'READ',
  undelivered: 'FAILED',
  failed: 'FAILED',
};

/** Twilio's CallStatus values: ringing is sent, answered is delivered, never answered is failed. */
export const TWILIO_CALL_STATUSES: Readonly<Record<string, ProviderStatus>> = {
  initiated: 'SENT',
  ringing: 'SENT',
  'in-progress': 'DELIVERED',
  completed: 'DELIVERED',
  busy: 'FAILED',
  'no-answer': 'FAILED',
  failed: 'FAILED',
  canceled: 'FAILED',
};
