import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../server/cache/TtlCache';

function fakeNow() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('TtlCache', () => {
  it('answers from the cache until the time is up, then loads again', async () => {
    const clock = fakeNow();
    const cache = new TtlCache<string, number>(2000, clock.now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock.advance(1999);
    expect(await cache.get('a', load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<string, number>(2000, fakeNow().now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(loads).toBe(1);
  });

  it('does not keep what `keep` refuses, nor a failed load', async () => {
    const cache = new TtlCache<string, number | undefined>(2000, fakeNow().now);
    let loads = 0;
    const missing = async () => void loads++;
    await cache.get('a', missing, (value) => value !== undefined);
    await cache.get('a', missing, (value) => value !== undefined);
    expect(loads).toBe(2);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', async () => 7)).toBe(7);
  });

  it('forgets everything on clear, and starts over past its size', async () => {
    const cache = new TtlCache<string, number>(2000, fakeNow().now, 2);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    cache.clear();
    expect(await cache.get('a', load)).toBe(2);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('a', load)).toBe(5);
  });
});
