import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Hasher } from '../crypto/Hasher';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts what the host must be able to use again, like a provider's client secret (a hash
 * would not do): AES-256-GCM under a key derived from SESAME_SECRET, bound to a context (the
 * app and channel) so one row's box cannot be swapped into another.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(hasher: Hasher) {
    // HMAC-SHA256 of a fixed label with the server secret: a 256-bit key only the server can derive.
    this.#key = Buffer.from(hasher.hash('secret-box-key', VERSION), 'base64url');
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      VERSION,
      iv.toString('base64url'),
      Buffer.concat([body, cipher.getAuthTag()]).toString('base64url'),
    ].join('.');
  }

  /** The plain text, or undefined when the box was made with another secret or for another context. */
  open(box: string, context: string): string | undefined {
    const [version, iv, sealed] = box.split('.');
    if (version !== VERSION || !iv || !sealed) return undefined;
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length < TAG_BYTES) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
