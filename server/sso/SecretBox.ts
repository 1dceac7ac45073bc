import { openGcm, sealGcm } from '../crypto/aesGcm';
import type { Hasher } from '../crypto/Hasher';

const VERSION = 'v1';

/**
 * Each hasher's derived key: a box is made for every group of writes (createStores), and deriving
 * the key each time was an HMAC per transaction.
 */
const KEYS = new WeakMap<Hasher, Buffer>();

/**
 * Encrypts what the host must be able to use again, like a provider's client secret (a hash
 * would not do): AES-256-GCM under a key derived from SESAME_SECRET, bound to a context (the
 * app and channel) so one row's box cannot be swapped into another.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(hasher: Hasher) {
    let key = KEYS.get(hasher);
    if (!key) {
      // HMAC-SHA256 of a fixed label with the server secret: a 256-bit key only the server can derive.
      key = Buffer.from(hasher.hash('secret-box-key', VERSION), 'base64url');
      KEYS.set(hasher, key);
    }
    this.#key = key;
  }

  seal(plain: string, context: string): string {
    return `${VERSION}.${sealGcm(this.#key, plain, context)}`;
  }

  /** The plain text, or undefined when the box was made with another secret or for another context. */
  open(box: string, context: string): string | undefined {
    const [version, iv, sealed] = box.split('.');
    if (version !== VERSION || !iv || !sealed) return undefined;
    try {
      return openGcm(this.#key, iv, sealed, context);
    } catch {
      return undefined;
    }
  }
}
