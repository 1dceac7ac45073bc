/**
 * spec §2 one-tap picker: two carrier logos for a fixed set of known numbers, 4 numbers for one
 * carrier and 2 for the other. Numbers are compared as digits only (country code included).
 * Apart from contract/widget.ts, whose facts the first screen needs: these load with the picker.
 */
export const KNOWN_CARRIER_NUMBERS = {
  telkomsel: ['6281100000001', '6281100000002', '6281100000003', '6281100000004'],
  indosat: ['6281500000001', '6281500000002'],
} as const;
export type Carrier = keyof typeof KNOWN_CARRIER_NUMBERS;
/** The label, badge colour and text colour each carrier's icon is drawn with (text ≥ 4.5:1 on it). */
export const CARRIER_BADGES: Record<Carrier, { label: string; color: string; text: string }> = {
  telkomsel: { label: 'Telkomsel', color: '#e4002b', text: '#ffffff' },
  indosat: { label: 'Indosat', color: '#f5b400', text: '#1d2128' },
};
