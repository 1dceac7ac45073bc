import { hkdfSync } from 'node:crypto';
import { openGcm, sealGcm } from '../crypto/aesGcm';

/** `sealed.v1.<wrapping key id>.<iv>.<ciphertext and tag>`; a clear JWK (older hosts) starts with `{`. */
const PREFIX = 'sealed.v1';
const SALT = 'sesame signing keys';

interface WrappingKey {
  id: string;
  key: Buffer;
}

/**
 * The ID-token private keys at rest (docs/security.md "Signing keys", 3): AES-256-GCM under a key
 * derived by HKDF-SHA256 from SESAME_SECRET, the key's `kid` as associated data so one row's box
 * cannot be moved to another. Each box names the wrapping key it was made with (a second HKDF
 * output, not a secret), so a host given SESAME_SECRET_PREVIOUS after a rotation of the server
 * secret still opens the old boxes, and re-seals them under the new one.
 */
export class SigningKeyBox {
  readonly #current: WrappingKey;
  readonly #previous: WrappingKey | undefined;

  constructor(secret: string, previousSecret?: string) {
    this.#current = wrappingKey(secret);
    this.#previous = previousSecret ? wrappingKey(previousSecret) : undefined;
  }

  seal(privateJwk: string, kid: string): string {
    return `${PREFIX}.${this.#current.id}.${sealGcm(this.#current.key, privateJwk, kid)}`;
  }

  /** Whether a stored value is sealed under the current secret (else: clear, or an older secret). */
  isCurrent(stored: string): boolean {
    return stored.startsWith(`${PREFIX}.${this.#current.id}.`);
  }

  /** The private JWK (JSON text) of a stored value, clear or sealed under a known secret. */
  open(stored: string, kid: string): string {
    if (stored.startsWith('{')) return stored;
    const [p1, p2, id, iv, sealed] = stored.split('.');
    if (`${p1}.${p2}` !== PREFIX || !iv || !sealed) throw new Error(`Signing key "${kid}" is unreadable`);
    const wrapping = [this.#current, this.#previous].find((w) => w?.id === id);
    if (!wrapping)
      throw new Error(
        `Signing key "${kid}" was sealed with another SESAME_SECRET (key id ${id}). Start with the SESAME_SECRET this database was set up with, or, after changing it, set SESAME_SECRET_PREVIOUS to the old value for one start (docs/security.md "Signing keys").`,
      );
    return openGcm(wrapping.key, iv, sealed, kid);
  }
}

function wrappingKey(secret: string): WrappingKey {
  const derive = (info: string, length: number) =>
    Buffer.from(hkdfSync('sha256', secret, SALT, info, length));
  return {
    key: derive('signing key wrapping v1', 32),
    id: derive('signing key wrapping id v1', 6).toString('base64url'),
  };
}
