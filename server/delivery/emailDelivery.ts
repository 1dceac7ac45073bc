import { groupedWrites } from '../db/groupedWrites';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import type { Delivery, OutgoingMessage } from './Delivery';
import type { DeliveryStore } from './DeliveryStore';

/**
 * Where email goes: SMTP, or the dev outbox in dev mode. Production without SMTP_URL has
 * neither, and an email sign-in answers 503 `channel_not_configured` before anything is stored
 * or sent, as SMS and WhatsApp do without a provider (docs/security.md "Production fails closed", 1).
 *
 * With `signIn`, each send is also recorded as a delivery of that sign-in channel (sending, then
 * sent or failed with why), as SMS and WhatsApp sends are: the dashboard's Deliveries page and
 * funnel's "delivered" step (docs/dashboard.md).
 */
export function emailDelivery(services: Services, signIn?: { channel: string }): Delivery {
  const send = trackedSend(services);
  if (!signIn) return { send };
  return {
    async send(message) {
      await (await claimEmailSend(services, services.deliveries, message.appId, signIn.channel))(message);
    },
  };
}

/**
 * Records a sign-in's email as a delivery that is sending, through `deliveries` (a group's store:
 * server/db/groupedWrites), and answers the send itself, which records it sent or failed.
 * Throws 503 `channel_not_configured` first when the host cannot send email.
 */
export async function claimEmailSend(
  services: Services,
  deliveries: DeliveryStore,
  appId: string,
  channel: string,
): Promise<(message: OutgoingMessage) => Promise<void>> {
  const send = trackedSend(services);
  const { clock } = services;
  const key = services.hasher.hash('delivery', `email:${services.random.token(16)}`);
  await deliveries.claim(key, appId, channel, clock.now());
  // The outcome commits with other requests' writes (server/db/groupedWrites).
  const finish = (status: 'sent' | 'failed', reason?: string) =>
    groupedWrites(services, (stores) =>
      stores.deliveries.finish(key, status, undefined, clock.now(), reason),
    );
  return async (message) => {
    try {
      await send(message);
    } catch (error) {
      await finish('failed', error instanceof Error ? error.message : 'delivery failed');
      throw error;
    }
    await finish('sent');
  };
}

/** The host's email delivery, every send counted toward readiness (DeliveryHealth); 503 without one. */
function trackedSend(services: Services): Delivery['send'] {
  const delivery = services.delivery;
  if (!delivery) throw new SesameError('channel_not_configured');
  return (message) => services.deliveryHealth.track(message.channel, delivery.send(message));
}
