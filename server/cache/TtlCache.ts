interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
  /** Set once the load has settled with a value that is kept. */
  loaded?: { value: V };
}

/**
 * Values kept for `ttlMs` after they were loaded, per key. Concurrent misses of one key share
 * one load; a load that fails, or whose value `keep` refuses, is not kept. At most `max` keys:
 * past that the cache starts over, so it never grows without bound.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    /** A monotonic clock in ms; tests pass a fake one. */
    private readonly now: () => number = () => performance.now(),
    private readonly max = 1000,
  ) {}

  get(key: K, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (!hit && this.entries.size >= this.max) this.entries.clear();
    const entry: Entry<V> = { value: load(), expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    const drop = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.value.then((value) => {
      if (keep(value)) entry.loaded = { value };
      else drop();
    }, drop);
    return entry.value;
  }

  /** The kept value of `key` if it is loaded and still live, without loading: undefined otherwise. */
  peek(key: K): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > this.now() ? hit.loaded?.value : undefined;
  }

  /** Forgets every value: the next read of each key loads anew. */
  clear(): void {
    this.entries.clear();
  }
}
