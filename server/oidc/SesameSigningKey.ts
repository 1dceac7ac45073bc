import { createPublicKey, KeyObject } from 'node:crypto';
import { ExternalSigningKey } from 'oidc-provider';

/**
 * The host's ES256 signing key (server/tokens/SigningKeys) as oidc-provider sees it: the provider
 * signs through it and never holds the private JWK, so the key store stays the one owner of key
 * material and of its rotation (one key set for every ID token the host issues).
 */
export class SesameSigningKey extends ExternalSigningKey {
  readonly #kid: string;
  readonly #key: CryptoKey;

  constructor(kid: string, key: CryptoKey) {
    super();
    this.#kid = kid;
    this.#key = key;
  }

  override get kid(): string {
    return this.#kid;
  }

  override get alg(): string {
    return 'ES256';
  }

  override keyObject(): KeyObject {
    return createPublicKey(KeyObject.from(this.#key));
  }

  override async sign(data: Uint8Array): Promise<Uint8Array> {
    // WebCrypto's ECDSA signature is already the JWS form (r ‖ s, IEEE P1363).
    return new Uint8Array(
      await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, this.#key, new Uint8Array(data)),
    );
  }
}
