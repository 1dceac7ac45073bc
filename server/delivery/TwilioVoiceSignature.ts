import { createHmac, timingSafeEqual } from 'node:crypto';

/** A webhook's form fields as parsed: a field sent twice holds both values. */
export type TwilioParams = Record<string, string | readonly string[] | undefined>;

/**
 * Twilio's `X-Twilio-Signature`: the full URL Twilio requested, then every POST field sorted by
 * name with its value appended (name and value, no separators), HMAC-SHA1 keyed with the account's
 * auth token, base64.
 */
export function twilioSignature(authToken: string, url: string, params: TwilioParams): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (value === undefined) continue;
    const values = typeof value === 'string' ? [value] : [...value].sort();
    for (const one of values) data += name + one;
  }
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** The header against the expected signature, in constant time; a missing header never matches. */
export function isValidTwilioSignature(
  authToken: string,
  url: string,
  params: TwilioParams,
  header: string | string[] | undefined,
): boolean {
  if (typeof header !== 'string' || header === '') return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
