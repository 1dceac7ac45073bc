import { randomBytes, randomInt } from 'node:crypto';

/** A random source: the real one is node:crypto; tests may pass a seeded one. */
export interface Random {
  /** `bytes` random bytes, base64url-encoded. */
  token(bytes: number): string;
  /** A string of `length` decimal digits, uniformly distributed. */
  digits(length: number): string;
}

export const cryptoRandom: Random = {
  token: (bytes) => randomBytes(bytes).toString('base64url'),
  digits: (length) => {
    let out = '';
    for (let i = 0; i < length; i++) out += String(randomInt(10));
    return out;
  },
};
