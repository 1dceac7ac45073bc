import { WHATSAPP_CODE_ALPHABET, WHATSAPP_CODE_LENGTH } from '../../../contract/channelConstants';
import type { Random } from '../../crypto/random';

/** 10 characters of a 32-letter alphabet from the cryptographic source: 50 bits (256 % 32 = 0, no bias). */
export function whatsappCode(random: Random): string {
  const bytes = Buffer.from(random.token(WHATSAPP_CODE_LENGTH), 'base64url');
  let code = '';
  for (const byte of bytes.subarray(0, WHATSAPP_CODE_LENGTH))
    code += WHATSAPP_CODE_ALPHABET[byte % WHATSAPP_CODE_ALPHABET.length];
  return code;
}

const CODE_PATTERN = new RegExp(
  `(?<![0-9A-Z])[${WHATSAPP_CODE_ALPHABET}]{${WHATSAPP_CODE_LENGTH}}(?![0-9A-Z])`,
  'g',
);

/**
 * The code in a message the user sent, if there is one, in any case. The prefilled message
 * ends with it, so the last candidate wins (a ten-letter shop name before it is not the code).
 */
export function findWhatsAppCode(text: string): string | undefined {
  return [...text.toUpperCase().matchAll(CODE_PATTERN)].at(-1)?.[0];
}

export const WHATSAPP_CODE_PURPOSE = 'whatsapp-code';
