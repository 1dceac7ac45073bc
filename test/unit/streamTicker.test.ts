import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StreamTicker } from '../../server/http/StreamTicker';

describe('one timer for every open stream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const stream = () => ({ beat: vi.fn(), expire: vi.fn() });

  it('beats each stream every heartbeat from its own start, at most a tick late', () => {
    const ticker = new StreamTicker(15_000, 1000);
    const a = stream();
    ticker.add(a, 600_000);
    vi.advanceTimersByTime(500);
    const b = stream();
    ticker.add(b, 600_000);
    vi.advanceTimersByTime(14_500);
    expect(a.beat).toHaveBeenCalledTimes(1);
    expect(b.beat).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1000);
    expect(b.beat).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(15_000);
    expect(a.beat).toHaveBeenCalledTimes(2);
    expect(b.beat).toHaveBeenCalledTimes(2);
  });

  it('ends a stream before its lifetime is over, never after', () => {
    const ticker = new StreamTicker(15_000, 1000);
    const a = stream();
    ticker.add(a, 10_500);
    vi.advanceTimersByTime(9000);
    expect(a.expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(a.expire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(a.expire).toHaveBeenCalledTimes(1);
  });

  it('runs its timer only while a stream is open', () => {
    const ticker = new StreamTicker(15_000, 1000);
    const ticked = ticker.add(stream(), 600_000);
    expect(vi.getTimerCount()).toBe(1);
    ticker.delete(ticked);
    expect(vi.getTimerCount()).toBe(0);
  });
});
