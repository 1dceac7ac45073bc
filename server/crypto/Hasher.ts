import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { STATE_HASHES_KEPT } from '../../contract/constants';
import { REPEATED_PURPOSES } from './statePurposes';

/**
 * Keyed hashing with the server secret (docs/security.md: codes and tokens are stored as
 * HMACs, never in the clear). `purpose` separates the domains so one hash never
 * stands in for another.
 */
export class Hasher {
  readonly #secret: KeyObject;
  /**
   * Recent hashes of the values a browser repeats (REPEATED_PURPOSES), by purpose: a state is
   * hashed once, not on each of its calls. Oldest out first, at most STATE_HASHES_KEPT per
   * purpose; codes and tokens, each hashed once, are never kept.
   */
  readonly #kept = new Map<string, Map<string, string>>();

  constructor(secret: string) {
    this.#secret = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  hash(purpose: string, value: string): string {
    if (!REPEATED_PURPOSES.has(purpose)) return this.#hmac(purpose, value);
    // By purpose, then value: the value's string is hashed by the map once and reused.
    let kept = this.#kept.get(purpose);
    if (!kept) {
      kept = new Map();
      this.#kept.set(purpose, kept);
    }
    let hash = kept.get(value);
    if (hash === undefined) {
      hash = this.#hmac(purpose, value);
      if (kept.size >= STATE_HASHES_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(value, hash);
    }
    return hash;
  }

  #hmac(purpose: string, value: string): string {
    return createHmac('sha256', this.#secret).update(`${purpose}\u0000${value}`).digest('base64url');
  }

  /** Constant-time comparison of a value against a stored hash (or its first `length` characters). */
  matches(purpose: string, value: string, stored: string, length?: number): boolean {
    const a = Buffer.from(this.hash(purpose, value).slice(0, length));
    const b = Buffer.from(stored);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
