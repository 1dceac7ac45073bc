import { domainToASCII } from 'node:url';
import { EMAIL_MAX_LENGTH } from '../../contract/constants';

const LOCAL_PART = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
/** Control and invisible format characters (zero-width, bidi overrides, soft hyphen). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;
const DOMAIN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$|^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+xn--[a-z0-9-]{2,59}$/;

/**
 * The one form an email address is stored and compared in: trimmed, domain lower-cased and
 * IDNA-encoded, local part kept ASCII. Returns undefined for anything that is not an address
 * (including look-alike Unicode in the local part and invisible characters).
 */
export function normalizeEmail(raw: string): string | undefined {
  const value = raw.trim();
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH) return undefined;
  // IDNA silently drops some of these ("exa\u200Bmple.com" → "example.com"): refuse them instead
  // (docs/security.md "Reliability": unicode tricks get a clear 4xx).
  if (INVISIBLE.test(value)) return undefined;
  const at = value.lastIndexOf('@');
  if (at < 1 || at === value.length - 1) return undefined;
  const local = value.slice(0, at);
  const domain = domainToASCII(value.slice(at + 1).toLowerCase());
  if (
    local.length > 64 ||
    !LOCAL_PART.test(local) ||
    local.startsWith('.') ||
    local.endsWith('.') ||
    local.includes('..')
  ) {
    return undefined;
  }
  if (!domain || !DOMAIN.test(domain)) return undefined;
  return `${local.toLowerCase()}@${domain}`;
}

/** "alice@example.com" → "a•••e@example.com", for showing where a message went. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0] ?? ''}•••` : `${local[0]}•••${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}
