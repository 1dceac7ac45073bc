import { createHmac } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from './webhookEvents';

/**
 * The Standard Webhooks headers of one message: `webhook-id`, `webhook-timestamp` (seconds) and
 * `webhook-signature` = `v1,` + base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's
 * secret (the bytes after `whsec_`, base64-decoded).
 */
export function signWebhook(input: {
  secret: string;
  id: string;
  timestamp: number;
  body: string;
}): Record<string, string> {
  const key = Buffer.from(input.secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const seconds = Math.floor(input.timestamp / 1000);
  const signature = createHmac('sha256', key).update(`${input.id}.${seconds}.${input.body}`).digest('base64');
  return {
    'webhook-id': input.id,
    'webhook-timestamp': String(seconds),
    'webhook-signature': `v1,${signature}`,
  };
}
