/** Outgoing webhooks (docs/webhooks.md): the events an endpoint can subscribe to. */
export const WEBHOOK_EVENTS = [
  'user.created',
  'user.updated',
  'user.deleted',
  'signin.succeeded',
  'signin.revoked',
  'session.revoked',
  'passkey.created',
  'delivery.failed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export function isWebhookEvent(value: string): value is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** A webhook endpoint as the dashboard shows it (its secret is shown once, when added). */
export interface AdminWebhookEndpoint {
  id: string;
  url: string;
  events: WebhookEvent[];
  createdAt: string;
}

/** One attempt series of one event to one endpoint, as the dashboard's log shows it. */
export interface AdminWebhookDelivery {
  id: string;
  messageId: string;
  endpointId: string;
  event: WebhookEvent;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatus?: number;
  lastError?: string;
  createdAt: string;
}
