import { EMAIL_MAX_LENGTH } from '../../contract/constants';

/** What the entry field holds. */
export type IdentifierKind = 'empty' | 'email' | 'phone' | 'invalid';

// spec §5 leaves the formats open ("not shown"; docs/architecture.md §6): one @, a dot in the
// domain, no spaces; a phone is digits with the usual separators, at least 6 digits.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^\+?[\d\s().-]+$/;
const PHONE_MIN_DIGITS = 6;

export function classifyIdentifier(raw: string): IdentifierKind {
  const value = raw.trim();
  if (value === '') return 'empty';
  if (value.includes('@')) return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value) ? 'email' : 'invalid';
  if (PHONE.test(value) && value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS) return 'phone';
  return 'invalid';
}
