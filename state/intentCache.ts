/** spec §4: intent requests are cached per channel and skipped when cached, unless forced. */
export interface IntentCache<T> {
  /** The cached answer for `channel`, or a fresh one from `fetch` (always fresh when `force`). */
  get(channel: string, fetch: () => Promise<T | null>, force?: boolean): Promise<T | null>;
  clear(channel?: string): void;
}

/** Only answers (non-null) are kept; a request in flight is shared by concurrent callers. */
export function createIntentCache<T>(): IntentCache<T> {
  const entries = new Map<string, Promise<T | null>>();
  return {
    get(channel, fetch, force = false) {
      const cached = entries.get(channel);
      if (cached && !force) return cached;
      const fresh = fetch().then((value) => {
        if (value === null && entries.get(channel) === fresh) entries.delete(channel);
        return value;
      });
      entries.set(channel, fresh);
      return fresh;
    },
    clear(channel) {
      if (channel === undefined) entries.clear();
      else entries.delete(channel);
    },
  };
}
