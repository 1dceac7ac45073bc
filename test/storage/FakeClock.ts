import type { Clock } from '../../server/crypto/Clock';

/** A clock the test moves by hand. It starts past 2^31 ms so epoch columns need BIGINT. */
export class FakeClock implements Clock {
  #now: number;

  constructor(start = Date.UTC(2030, 0, 1)) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  advance(ms: number): void {
    this.#now += ms;
  }
}
