import type { HeadlessRequest } from '../../contract/headless';

const TEXT_FIELDS = [
  'channel',
  'phone',
  'email',
  'otp',
  'code',
  'channelType',
  'countryCode',
  'version',
] as const;
const NUMBER_FIELDS = ['otpLength', 'expiry'] as const;
/** Longer values are not a phone, an email or a code: they are dropped rather than sent on. */
const TEXT_MAX_LENGTH = 512;

/**
 * A request as it arrives from another window or an app, validated here at the boundary: the
 * spec §3 fields of the right types, numbers accepted where people type digits (otp, phone,
 * code); anything else is dropped, and a non-object is an empty request.
 */
export function readHeadlessRequest(raw: unknown): HeadlessRequest {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const source = raw as Record<string, unknown>;
  const request: HeadlessRequest = {};
  for (const field of TEXT_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' && value.length <= TEXT_MAX_LENGTH) request[field] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) request[field] = String(value);
  }
  for (const field of NUMBER_FIELDS) {
    const value = source[field];
    if (typeof value === 'number' && Number.isFinite(value)) request[field] = value;
  }
  const metaData = source.metaData;
  if (typeof metaData === 'object' && metaData !== null && !Array.isArray(metaData))
    request.metaData = metaData as Record<string, unknown>;
  return request;
}
