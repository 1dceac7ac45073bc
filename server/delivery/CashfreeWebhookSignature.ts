import { createHmac, timingSafeEqual } from 'node:crypto';
import { CASHFREE_WEBHOOK_TOLERANCE_MS } from '../../contract/upi';

/** Cashfree's webhook signature: base64 of HMAC-SHA256(client secret, timestamp + raw body). */
export function cashfreeSignature(clientSecret: string, timestamp: string, rawBody: Buffer | string): string {
  return createHmac('sha256', clientSecret).update(timestamp).update(rawBody).digest('base64');
}

/**
 * docs/channels.md "UPI": `x-webhook-signature` checked in constant time over the
 * bytes as they came, and `x-webhook-timestamp` (ms) within 5 minutes of the host's clock, so a
 * captured webhook cannot be played again later.
 */
export function isValidCashfreeSignature(
  clientSecret: string,
  rawBody: Buffer,
  headers: { timestamp: string | string[] | undefined; signature: string | string[] | undefined },
  now: number,
): boolean {
  const { timestamp, signature } = headers;
  if (typeof timestamp !== 'string' || !/^\d{10,16}$/.test(timestamp)) return false;
  if (typeof signature !== 'string' || signature.length > 128) return false;
  if (Math.abs(now - Number(timestamp)) > CASHFREE_WEBHOOK_TOLERANCE_MS) return false;
  const expected = Buffer.from(cashfreeSignature(clientSecret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
