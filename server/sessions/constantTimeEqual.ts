import { timingSafeEqual } from 'node:crypto';

/** Compares two stored-hash strings without a timing gap that says how much matched. */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
