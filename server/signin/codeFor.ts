import type { Hasher } from '../crypto/Hasher';

/**
 * The one-time code of a finished sign-in (spec §7 `code`). Derived from the transaction and
 * a random nonce, so a read (status, verify-code) can hand it to the browser again without
 * the host ever storing it; storage keeps only its lookup hash.
 */
export function codeFor(hasher: Hasher, transactionId: string, nonce: string): string {
  return hasher.hash('auth-code', `${transactionId}:${nonce}`);
}

export function codeLookupHash(hasher: Hasher, code: string): string {
  return hasher.hash('auth-code-lookup', code);
}
