/** The GSM 03.38 default alphabet, and its extension table (each of those costs two septets). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

/**
 * How a text travels as SMS: GSM-7 when every character is in the default alphabet (160 septets
 * in one segment, 153 a segment when split), else UCS-2 (70 UTF-16 units, 67 when split).
 */
export function smsSegments(text: string): { encoding: 'GSM-7' | 'UCS-2'; segments: number } {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENSION.includes(char)) septets += 2;
    else {
      const units = text.length;
      return { encoding: 'UCS-2', segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: 'GSM-7', segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}
