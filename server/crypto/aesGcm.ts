import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM of `plain` under a 256-bit `key`, bound to `context` (the associated data: a box
 * made for one row cannot be moved to another): `<iv>.<ciphertext and tag>`, both base64url.
 */
export function sealGcm(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/** The plain text sealGcm sealed; throws when the key, the context or a byte differs. */
export function openGcm(key: Buffer, iv: string, sealed: string, context: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < TAG_BYTES) throw new Error('The sealed value is too short');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  const plain = decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES));
  return Buffer.concat([plain, decipher.final()]).toString('utf8');
}
