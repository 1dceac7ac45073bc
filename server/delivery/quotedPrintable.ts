/** An encoded line's length before its soft break `=` (RFC 2045 §6.7: at most 76 with it). */
const LINE = 75;
const HEX = '0123456789ABCDEF';

/**
 * RFC 2045 §6.7 quoted-printable of UTF-8 text, lines ending in CRLF. Printable ASCII (but `=`)
 * stays as it is; a space or tab at the end of a line, or at the end of the text, is encoded, so
 * the text may be followed by a soft line break (`=` CRLF) and more encoded text.
 */
export function quotedPrintable(text: string): string {
  const bytes = Buffer.from(text.replace(/\r?\n/g, '\r\n'), 'utf8');
  let out = '';
  let length = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    if (byte === 13 && bytes[i + 1] === 10) {
      out += '\r\n';
      length = 0;
      i++;
      continue;
    }
    const lineEnds = i + 1 === bytes.length || (bytes[i + 1] === 13 && bytes[i + 2] === 10);
    const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !lineEnds);
    const token = literal ? String.fromCharCode(byte) : `=${HEX[byte >> 4]}${HEX[byte & 15]}`;
    if (length + token.length > LINE) {
      out += '=\r\n';
      length = 0;
    }
    out += token;
    length += token.length;
  }
  return out;
}
