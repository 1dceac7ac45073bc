import type { FastifyInstance } from 'fastify';
import { CASHFREE_SIGNATURE_HEADER, CASHFREE_TIMESTAMP_HEADER, UPI_PATHS } from '../../../contract/upi';
import { devCashfreeClientSecret } from '../../channels/upi/upiSettings';
import { cashfreeSignature } from '../../delivery/CashfreeWebhookSignature';
import type { Services } from '../../Services';

/**
 * Plays Cashfree sending its reverse-penny-drop webhook: the JSON body, `x-webhook-timestamp`
 * (ms) and `x-webhook-signature` (base64 HMAC-SHA256 of timestamp + body with the stand-in's
 * client secret), posted to the host's real webhook route in-process.
 */
export async function postAsCashfree(
  app: FastifyInstance,
  services: Services,
  event: Record<string, unknown>,
): Promise<{ status: number; body: string }> {
  const body = JSON.stringify(event);
  const timestamp = String(services.clock.now());
  const response = await app.inject({
    method: 'POST',
    url: UPI_PATHS.webhook,
    headers: {
      'content-type': 'application/json',
      [CASHFREE_TIMESTAMP_HEADER]: timestamp,
      [CASHFREE_SIGNATURE_HEADER]: cashfreeSignature(devCashfreeClientSecret(services), timestamp, body),
    },
    payload: body,
  });
  return { status: response.statusCode, body: response.body };
}
