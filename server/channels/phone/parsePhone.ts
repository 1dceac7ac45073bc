import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export interface Phone {
  /** "+919876543210": the one form a number is stored, compared and sent in. */
  e164: string;
  /** ISO 3166 code of the number's country ("IN"), when it has one. */
  country: string | undefined;
}

/** Digits, with an optional leading "+", and the spaces, dots, dashes and brackets people type. */
const TYPED = /^\+?[0-9 ().-]{4,24}$/;

/**
 * spec §5: the widget sends the country code without "+" followed by the number
 * ("919876543210"); "+91 98765 43210" is accepted too. libphonenumber-js decides validity
 * (length and number ranges of the country); anything else, unicode look-alikes included, is
 * refused.
 */
export function parsePhone(raw: string): Phone | undefined {
  const value = raw.trim();
  if (!TYPED.test(value)) return undefined;
  const digits = value.replace(/[^0-9]/g, '');
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  if (!parsed?.isValid()) return undefined;
  return { e164: parsed.number, country: parsed.country };
}

/** "+919876543210" → "+91•••••3210", for showing where a message went. */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const cc = parsed ? `+${parsed.countryCallingCode}` : e164.slice(0, 3);
  const rest = e164.slice(cc.length);
  return `${cc}${'•'.repeat(Math.max(0, rest.length - 4))}${rest.slice(-4)}`;
}
