import { describe, expect, it } from 'vitest';
import { cashfreeSignature, isValidCashfreeSignature } from '../../server/delivery/CashfreeWebhookSignature';

const BODY = '{"event_type":"RPD_BANK_ACCOUNT_VERIFICATION_SUCCESS"}';
const TIMESTAMP = '1746427759733';
/** `printf '%s' "$TIMESTAMP$BODY" | openssl dgst -sha256 -hmac cf-secret -binary | base64` */
const EXPECTED = 'aBkrQ2mbTb2ffELY8YnBxjdX6G30p2hAcmOlHs+E2tI=';

/**
 * Cashfree's webhook signature: base64 of HMAC-SHA256, keyed with the client secret, of the
 * `x-webhook-timestamp` value followed by the raw body; checked against a value computed apart.
 */
describe('Cashfree webhook signature', () => {
  const now = Number(TIMESTAMP);
  const check = (signature: string, options: { body?: string; timestamp?: string; at?: number } = {}) =>
    isValidCashfreeSignature(
      'cf-secret',
      Buffer.from(options.body ?? BODY),
      { timestamp: options.timestamp ?? TIMESTAMP, signature },
      options.at ?? now,
    );

  it('is the documented HMAC over timestamp and raw body', () => {
    expect(cashfreeSignature('cf-secret', TIMESTAMP, BODY)).toBe(EXPECTED);
    expect(check(EXPECTED)).toBe(true);
  });

  it('refuses another body, another timestamp, a stale or future one, and malformed headers', () => {
    expect(check(EXPECTED, { body: BODY.replace('SUCCESS', 'FAILURE') })).toBe(false);
    expect(check(EXPECTED, { timestamp: '1746427759734' })).toBe(false);
    expect(check(EXPECTED, { at: now + 5 * 60_000 + 1 })).toBe(false);
    expect(check(EXPECTED, { at: now - 5 * 60_000 - 1 })).toBe(false);
    expect(check(EXPECTED, { timestamp: 'yesterday' })).toBe(false);
    expect(check('')).toBe(false);
    expect(
      isValidCashfreeSignature(
        'cf-secret',
        Buffer.from(BODY),
        { timestamp: [TIMESTAMP], signature: EXPECTED },
        now,
      ),
    ).toBe(false);
  });
});
