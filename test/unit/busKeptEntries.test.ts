import { describe, expect, it } from 'vitest';
import { BusKeptEntries } from '../../server/cache/BusKeptEntries';
import { InProcessStatusBus } from '../../server/channels/StatusBus';

describe('BusKeptEntries', () => {
  it('spreads the ends of entries made together over the last quarter of their bound', () => {
    let now = 0;
    const kept = new BusKeptEntries<number>(new InProcessStatusBus(), () => now, 1000, 10_000);
    const keys = Array.from({ length: 400 }, (_, i) => `k${i}`);
    for (const key of keys) kept.entry(key, key, () => 1);
    const ends: number[] = [];
    for (now = 0; now <= 1000; now += 10) {
      for (const key of keys)
        if (!ends[keys.indexOf(key)] && kept.peek(key) === undefined) ends[keys.indexOf(key)] = now;
    }
    expect(ends.every((end) => end > 750 && end <= 1000)).toBe(true);
    expect(new Set(ends).size).toBeGreaterThan(15);
    expect(ends.filter((end) => end <= 875).length).toBeGreaterThan(100);
    expect(ends.filter((end) => end > 875).length).toBeGreaterThan(100);
  });

  it('makes an entry anew once it ended, and drops it when the bus announces a change', () => {
    let now = 0;
    const bus = new InProcessStatusBus();
    const kept = new BusKeptEntries<{ n: number }>(bus, () => now, 1000, 10);
    let made = 0;
    const first = kept.entry('a', 'tx1', () => ({ n: ++made }));
    now = 749;
    expect(kept.entry('a', 'tx1', () => ({ n: ++made }))).toBe(first);
    now = 1000;
    const second = kept.entry('a', 'tx1', () => ({ n: ++made }));
    expect(second.n).toBe(2);
    bus.publish('tx1');
    expect(kept.peek('a')).toBeUndefined();
  });
});
