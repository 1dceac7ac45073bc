import { randomBytes, randomInt } from 'node:crypto';

/** A random source: the real one is node:crypto; tests may pass a seeded one. */
export interface Random {
  /** `bytes` random bytes, base64url-encoded. */
  token(bytes: number): string;
  /** A string of `length` decimal digits, uniformly distributed. */
  digits(length: number): string;
}

/** Bytes drawn from the system at once; each token takes its own slice, never handed out twice. */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

/**
 * `bytes` fresh random bytes. A draw from OpenSSL costs about 5 µs here whatever its size, and a
 * sign-in draws a dozen tokens, so they come from a pool refilled 4 KB at a time (as node's own
 * `randomUUID` and `randomInt` do).
 */
function pooledBytes(bytes: number): Buffer {
  if (bytes > POOL_BYTES) return randomBytes(bytes);
  if (used + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const slice = pool.subarray(used, used + bytes);
  used += bytes;
  return slice;
}

export const cryptoRandom: Random = {
  token: (bytes) => pooledBytes(bytes).toString('base64url'),
  digits: (length) => {
    let out = '';
    for (let i = 0; i < length; i++) out += String(randomInt(10));
    return out;
  },
};
