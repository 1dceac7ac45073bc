import { getCountries } from 'libphonenumber-js';
import { ADDRESS_LIMITS } from '../../contract/constants';
import { userSchema } from '../http/schemas';

/** A session id or token as the host issues them: base64url, 256 bits (43 characters). */
export const sessionSecret = {
  type: 'string',
  minLength: 22,
  maxLength: 128,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

const isoTime = { type: 'string' } as const;

/** spec §3 `sessionInfo`. */
export const sessionInfoSchema = {
  type: 'object',
  properties: {
    sessionId: { type: 'string' },
    sessionToken: { type: 'string' },
    refreshToken: { type: 'string' },
    sessionTokenExpiresAt: isoTime,
    expiresAt: isoTime,
  },
  required: ['sessionId', 'sessionToken', 'refreshToken', 'sessionTokenExpiresAt', 'expiresAt'],
} as const;

export const sessionFactsSchema = {
  type: 'object',
  properties: {
    sessionId: { type: 'string' },
    user: userSchema,
    sessionTokenExpiresAt: isoTime,
    expiresAt: isoTime,
  },
  required: ['sessionId', 'user', 'sessionTokenExpiresAt', 'expiresAt'],
} as const;

/** Printable text with at least one visible character: no control characters, no blank lines. */
const line = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '^(?=.*\\S)[^\\u0000-\\u001F\\u007F]+$' }) as const;

/** A postal address; `country` is ISO 3166-1 alpha-2, one of the countries the widget lists. */
export const addressInputSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: line(ADDRESS_LIMITS.name),
    line1: line(ADDRESS_LIMITS.line),
    line2: line(ADDRESS_LIMITS.line),
    city: line(ADDRESS_LIMITS.city),
    region: line(ADDRESS_LIMITS.region),
    postalCode: {
      type: 'string',
      minLength: 2,
      maxLength: ADDRESS_LIMITS.postalCode,
      pattern: '^[A-Za-z0-9][A-Za-z0-9 -]*$',
    },
    country: { type: 'string', enum: getCountries() },
    phone: {
      type: 'string',
      minLength: 4,
      maxLength: ADDRESS_LIMITS.phone,
      pattern: '^\\+?[0-9][0-9 ()-]*$',
    },
  },
  required: ['line1', 'city', 'postalCode', 'country'],
} as const;

export const addressSchema = {
  type: 'object',
  properties: {
    ...addressInputSchema.properties,
    country: { type: 'string' },
    id: { type: 'string' },
    createdAt: isoTime,
  },
  required: ['id', 'line1', 'city', 'postalCode', 'country', 'createdAt'],
} as const;
