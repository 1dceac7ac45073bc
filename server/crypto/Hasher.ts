import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Keyed hashing with the server secret (docs/security.md: codes and tokens are stored as
 * HMACs, never in the clear). `purpose` separates the domains so one hash never
 * stands in for another.
 */
export class Hasher {
  readonly #secret: Buffer;

  constructor(secret: string) {
    this.#secret = Buffer.from(secret, 'utf8');
  }

  hash(purpose: string, value: string): string {
    return createHmac('sha256', this.#secret).update(`${purpose}\u0000${value}`).digest('base64url');
  }

  /** Constant-time comparison of a value against a stored hash (or its first `length` characters). */
  matches(purpose: string, value: string, stored: string, length?: number): boolean {
    const a = Buffer.from(this.hash(purpose, value).slice(0, length));
    const b = Buffer.from(stored);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
