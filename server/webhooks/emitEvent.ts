import type { WebhookEvent } from '../../contract/webhooks';
import type { Services } from '../Services';

type EventData = Record<string, unknown>;

/**
 * Emits an event to the app's webhook endpoints that subscribed to it (docs/webhooks.md): one
 * queued delivery per endpoint, sent by the delivery worker. Never throws: a webhook problem
 * must not fail the sign-in, logout or registration that caused it; it is logged instead.
 * `data` may be a function, called only when some endpoint subscribed: what it would read costs
 * nothing for apps without one; when it returns undefined, there is no event.
 */
export async function emitEvent(
  services: Services,
  appId: string,
  type: WebhookEvent,
  data: EventData | (() => Promise<EventData | undefined>),
): Promise<void> {
  try {
    const endpoints = (await services.webhookEndpoints.list(appId)).filter((e) => e.events.includes(type));
    if (!endpoints.length) return;
    const fields = typeof data === 'function' ? await data() : data;
    if (!fields) return;
    const now = services.clock.now();
    const messageId = `msg_${services.random.token(16)}`;
    const payload = JSON.stringify({
      type,
      timestamp: new Date(now).toISOString(),
      data: { appId, ...fields },
    });
    await services.webhookDeliveries.enqueue(
      endpoints.map((endpoint) => ({
        id: `dlv_${services.random.token(16)}`,
        message_id: messageId,
        endpoint_id: endpoint.id,
        app_id: appId,
        event: type,
        payload,
      })),
      now,
    );
    services.webhookWorker.wake();
  } catch (error) {
    console.error(`Sesame: webhook event ${type} for app ${appId} was not queued`, error);
  }
}
