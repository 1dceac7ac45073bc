import { INDEXED_DB_NAME, INDEXED_DB_STORES, type IndexedDbStore } from '../../contract/storageKeys';

/** spec §3 "a local database with object stores gif and user": a small promise wrapper. */
export interface SesameDb {
  get<T>(store: IndexedDbStore, key: string): Promise<T | undefined>;
  put(store: IndexedDbStore, key: string, value: unknown): Promise<void>;
  remove(store: IndexedDbStore, key: string): Promise<void>;
  close(): void;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** Opens (creating on first use) the `sesame` database with the `gif` and `user` stores. */
export async function openSesameDb(factory: IDBFactory = globalThis.indexedDB): Promise<SesameDb> {
  const open = factory.open(INDEXED_DB_NAME, 1);
  open.onupgradeneeded = () => {
    for (const name of INDEXED_DB_STORES) {
      if (!open.result.objectStoreNames.contains(name)) open.result.createObjectStore(name);
    }
  };
  const db = await done(open);
  const run = <T>(
    store: IndexedDbStore,
    mode: IDBTransactionMode,
    act: (s: IDBObjectStore) => IDBRequest<T>,
  ) => done(act(db.transaction(store, mode).objectStore(store)));
  return {
    get: (store, key) => run(store, 'readonly', (s) => s.get(key)),
    put: async (store, key, value) => void (await run(store, 'readwrite', (s) => s.put(value, key))),
    remove: async (store, key) => void (await run(store, 'readwrite', (s) => s.delete(key))),
    close: () => db.close(),
  };
}
