import { randomBytes } from 'node:crypto';
import type { WebhookEvent } from '../../contract/webhooks';
import type { Services } from '../Services';
import type { WebhookEndpoint } from './WebhookEndpointStore';
import { WEBHOOK_SECRET_PREFIX } from './webhookEvents';

/**
 * The changes the apps tool and the dashboard make to an app's webhooks (docs/webhooks.md), one
 * way for both: callers check the URL and events first.
 */

/** A new endpoint with its signing secret, which is shown once and then only kept sealed. */
export async function addWebhookEndpoint(
  services: Services,
  input: { appId: string; url: string; events: readonly WebhookEvent[] },
): Promise<WebhookEndpoint & { secret: string }> {
  const endpoint = {
    id: `ep_${services.random.token(12)}`,
    appId: input.appId,
    url: input.url,
    events: [...new Set(input.events)],
    createdAt: services.clock.now(),
    secret: `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`,
  };
  await services.webhookEndpoints.add(endpoint);
  return endpoint;
}

/**
 * Queues a past delivery again as the same message (same `webhook-id`, so receivers can drop a
 * duplicate), with a fresh day of retries; undefined when the app has no such delivery.
 */
export async function resendDelivery(
  services: Services,
  appId: string,
  deliveryId: string,
): Promise<{ id: string; messageId: string } | undefined> {
  const delivery = await services.webhookDeliveries.get(appId, deliveryId);
  if (!delivery) return undefined;
  const again = `dlv_${services.random.token(16)}`;
  await services.webhookDeliveries.enqueue([{ ...delivery, id: again }], services.clock.now());
  services.webhookWorker.wake();
  return { id: again, messageId: delivery.message_id };
}
