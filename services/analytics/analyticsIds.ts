import { IN_ID_KEY, TS_ID_KEY } from '../../contract/storageKeys';
import type { KeyValueStorage } from '../storage/keyValueStorage';

/**
 * spec §3 storage `inId` and `tsId`, sent in the default set (spec §7) and as the SDK events'
 * `inid` and `tsid`: random ids made the first time this browser loads the widget, then kept.
 * They name the browser to the provider host's analytics only; nothing signs in with them.
 */
export function ensureAnalyticsIds(
  storage: Pick<KeyValueStorage, 'get' | 'set'>,
  randomId: () => string = () => globalThis.crypto.randomUUID(),
): void {
  for (const key of [IN_ID_KEY, TS_ID_KEY]) {
    if (!storage.get(key)) storage.set(key, randomId());
  }
}
