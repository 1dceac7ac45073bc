import type { Services } from '../Services';
import { safeFetch } from '../sso/safeFetch';
import { emitEvent } from './emitEvent';
import { signWebhook } from './signWebhook';
import type { DeliveryRow } from './WebhookDeliveryStore';
import { nextAttemptAt, WEBHOOK_BATCH, WEBHOOK_LEASE_MS } from './webhookEvents';

/**
 * Sends the deliveries that are due, once each: a 2xx answer delivers, anything else (an error
 * status, a timeout, a refused address) is retried with a doubling wait until a day after the
 * event, then the delivery is failed and a `delivery.failed` event goes to the app.
 * SSRF-safe (docs/security.md): redirects are not followed, and outside dev mode an endpoint that
 * resolves to a private or loopback address is refused at connect time.
 * Returns how many were claimed.
 */
export async function deliverDue(services: Services): Promise<number> {
  const deliveries = services.webhookDeliveries;
  const claimed = await deliveries.claimDue(services.clock.now(), WEBHOOK_BATCH, WEBHOOK_LEASE_MS);
  await Promise.all(claimed.map((delivery) => deliverOne(services, delivery)));
  return claimed.length;
}

async function deliverOne(services: Services, delivery: DeliveryRow): Promise<void> {
  const endpoints = services.webhookEndpoints;
  const deliveries = services.webhookDeliveries;
  const endpoint = await endpoints.forDelivery(delivery.endpoint_id);
  let httpStatus: number | null = null;
  let error: string | null = null;
  if (!endpoint) error = 'The endpoint was removed.';
  else {
    try {
      const send = safeFetch({ allowPrivate: services.config.mode === 'dev' });
      const response = await send(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Sesame-Webhooks',
          ...signWebhook({
            secret: endpoint.secret,
            id: delivery.message_id,
            timestamp: services.clock.now(),
            body: delivery.payload,
          }),
        },
        body: delivery.payload,
      });
      httpStatus = response.status;
      if (httpStatus < 200 || httpStatus >= 300) error = `HTTP ${httpStatus}`;
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
  }
  const now = services.clock.now();
  if (error === null) return deliveries.record(delivery.id, { status: 'delivered', httpStatus, error }, now);
  const retryAt = endpoint ? nextAttemptAt(Number(delivery.created_at), delivery.attempts, now) : undefined;
  if (retryAt !== undefined)
    return deliveries.record(delivery.id, { status: 'pending', httpStatus, error }, now, retryAt);
  await deliveries.record(delivery.id, { status: 'failed', httpStatus, error }, now);
  // A failed report of a failure is not reported again: that would never end.
  if (delivery.event !== 'delivery.failed') {
    await emitEvent(services, delivery.app_id, 'delivery.failed', {
      deliveryId: delivery.id,
      messageId: delivery.message_id,
      endpointId: delivery.endpoint_id,
      event: delivery.event,
      attempts: delivery.attempts,
      lastError: error,
    });
  }
}
