import { STORAGE_KEYS } from '../../contract/storageKeys';
import type { ApiClient } from '../../services/api/apiClient';
import type { KeyValueStorage } from '../../services/storage/keyValueStorage';
import { logout } from './logout';

/**
 * spec §4 logout for the merchant page (`<auth-floater>.logout()`): the stored session, if this
 * browser has one, is ended on the host (spec §7 `/v1/user/logout`, either token proves it) and
 * the stored uid, state and session are forgotten (state/flows/logout).
 */
export async function logoutVisitor(options: {
  storage: KeyValueStorage;
  api: Pick<ApiClient, 'logout'>;
}): Promise<void> {
  const { storage, api } = options;
  const sessionId = storage.get(STORAGE_KEYS.sessionId);
  const sessionToken = storage.get(STORAGE_KEYS.sessionToken);
  const hostLogout =
    sessionId && api.logout
      ? () => api.logout!({ sessionId, ...(sessionToken ? { sessionToken } : {}) })
      : undefined;
  await logout({ storage, api: { logout: hostLogout } });
}
