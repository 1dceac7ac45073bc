import { STORAGE_KEYS } from '../../contract/storageKeys';
import type { KeyValueStorage } from '../../services/storage/keyValueStorage';

/** The stored values a logout forgets (spec §3 keys): the user, the state and the session. */
export const LOGOUT_KEYS = [
  STORAGE_KEYS.uid,
  STORAGE_KEYS.state,
  STORAGE_KEYS.sessionId,
  STORAGE_KEYS.sessionToken,
] as const;

/**
 * spec §4 logout: the stored uid, state and session keys are cleared, then the host's logout
 * (spec §7 /v1/user/logout) ends the session server-side. Its failure changes nothing here: the
 * browser has already forgotten the user.
 */
export async function logout(options: {
  storage: KeyValueStorage;
  api: { logout?(): Promise<unknown> };
}): Promise<void> {
  // The host's call first needs the state it carries; the keys go whatever it answers.
  const call = options.api.logout?.().catch(() => undefined);
  for (const key of LOGOUT_KEYS) options.storage.remove(key);
  await call;
}
