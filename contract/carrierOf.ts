import { type Carrier, KNOWN_CARRIER_NUMBERS } from './carriers';

/**
 * spec §2 one-tap picker: the carrier of one of the fixed known numbers, compared as digits
 * (country code included); undefined for any other number. The host asks it of the unmasked
 * number it lists (send-user), the widget of the numbers a page supplies in full.
 */
export function carrierOf(number: string): Carrier | undefined {
  const digits = number.replace(/\D/g, '');
  if (!digits) return undefined;
  for (const carrier of Object.keys(KNOWN_CARRIER_NUMBERS) as Carrier[]) {
    if ((KNOWN_CARRIER_NUMBERS[carrier] as readonly string[]).includes(digits)) return carrier;
  }
  return undefined;
}
