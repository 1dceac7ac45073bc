import { describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../server/crypto/random';

describe('cryptoRandom', () => {
  it('hands out each pooled byte once, across refills of the pool', () => {
    const tokens = Array.from({ length: 1000 }, () => cryptoRandom.token(16));
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    // 16 KB drawn in all, four pools: no 8-byte half of a token turns up twice (overlapping slices would).
    const halves = tokens.flatMap((t) => {
      const hex = Buffer.from(t, 'base64url').toString('hex');
      return [hex.slice(0, 16), hex.slice(16)];
    });
    expect(new Set(halves).size).toBe(halves.length);
  });

  it('draws a token larger than the pool directly', () => {
    expect(Buffer.from(cryptoRandom.token(5000), 'base64url')).toHaveLength(5000);
  });

  it('makes codes of decimal digits', () => {
    expect(cryptoRandom.digits(6)).toMatch(/^\d{6}$/);
  });
});
