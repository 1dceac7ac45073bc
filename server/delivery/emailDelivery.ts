import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import type { Delivery } from './Delivery';

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
  const delivery = services.delivery;
  if (!delivery) throw new SesameError('channel_not_configured');
  // Every send counts toward readiness (DeliveryHealth).
  const send: Delivery['send'] = (message) =>
    services.deliveryHealth.track(message.channel, delivery.send(message));
  if (!signIn) return { send };
  return {
    async send(message) {
      const { deliveries, clock } = services;
      const key = services.hasher.hash('delivery', `email:${services.random.token(16)}`);
      await deliveries.claim(key, message.appId, signIn.channel, clock.now());
      try {
        await send(message);
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'delivery failed';
        await deliveries.finish(key, 'failed', undefined, clock.now(), reason);
        throw error;
      }
      await deliveries.finish(key, 'sent', undefined, clock.now());
    },
  };
}
