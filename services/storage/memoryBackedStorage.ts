import { type KeyValueStorage, memoryStorage, prefixedLocalStorage } from './keyValueStorage';

/**
 * Storage that always remembers for the page's lifetime, and also in `backing` (localStorage by
 * default) where that works. A third-party frame whose browser blocks its storage still keeps its
 * state between calls, so a sign-in it began stays its own (spec §4 "State").
 */
export function memoryBackedStorage(backing: KeyValueStorage = prefixedLocalStorage()): KeyValueStorage {
  const memory = memoryStorage();
  return {
    get: (key) => memory.get(key) ?? backing.get(key),
    set(key, value) {
      memory.set(key, value);
      backing.set(key, value);
    },
    remove(key) {
      memory.remove(key);
      backing.remove(key);
    },
  };
}

let shared: KeyValueStorage | undefined;

/**
 * The page's one storage: every element, the API client and the hosted page's parent handlers
 * read and forget the same values, including those only memory could keep.
 */
export function pageStorage(): KeyValueStorage {
  shared ??= memoryBackedStorage();
  return shared;
}
