import { STORAGE_PREFIX } from '../../contract/constants';

/** Where the widget keeps small strings between page loads (an interface: tests pass a Map). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * localStorage with every key under the `sesame.` prefix (docs/architecture.md §3: bare keys would
 * collide with the merchant's own). Storage that throws (private mode, sandboxed frames, quota)
 * behaves as empty rather than breaking sign-in.
 */
export function prefixedLocalStorage(store: Storage | undefined = safeLocalStorage()): KeyValueStorage {
  const full = (key: string) => `${STORAGE_PREFIX}.${key}`;
  return {
    get(key) {
      try {
        return store?.getItem(full(key)) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        store?.setItem(full(key), value);
      } catch {
        // spec §8: a storage save failure is only logged; the value then lives for this page only.
      }
    },
    remove(key) {
      try {
        store?.removeItem(full(key));
      } catch {
        // Nothing to undo.
      }
    },
  };
}

/** An in-memory storage for tests and for pages where localStorage is unavailable. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
