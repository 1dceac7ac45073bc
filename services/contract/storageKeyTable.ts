/** spec §3 "Browser storage keys": the table lives in services/contract/storageKeys. */
export { STORAGE_KEYS, type StorageKey } from './storageKeys';
