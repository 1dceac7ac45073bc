import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STATE_HASHES_KEPT } from '../../contract/constants';
import { Hasher } from '../../server/crypto/Hasher';
import { STATE_PURPOSE } from '../../server/crypto/statePurposes';

const SECRET = 's'.repeat(40);
const hmac = (purpose: string, value: string) =>
  createHmac('sha256', SECRET).update(`${purpose}\u0000${value}`).digest('base64url');

describe('Hasher', () => {
  it('answers the same HMAC whether or not a state hash is kept', () => {
    const hasher = new Hasher(SECRET);
    const first = hasher.hash(STATE_PURPOSE, 'browser-1');
    expect(first).toBe(hmac(STATE_PURPOSE, 'browser-1'));
    expect(hasher.hash(STATE_PURPOSE, 'browser-1')).toBe(first);
    expect(hasher.hash('otp', 'tx:123456')).toBe(hmac('otp', 'tx:123456'));
    // One purpose never answers for another.
    expect(hasher.hash('otp', 'browser-1')).not.toBe(first);
  });

  it('still hashes every state right once more states came than it keeps', () => {
    const hasher = new Hasher(SECRET);
    for (let i = 0; i <= STATE_HASHES_KEPT; i++) hasher.hash(STATE_PURPOSE, `b${i}`);
    for (const i of [0, 1, STATE_HASHES_KEPT])
      expect(hasher.hash(STATE_PURPOSE, `b${i}`)).toBe(hmac(STATE_PURPOSE, `b${i}`));
  });
});
