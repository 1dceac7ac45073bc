import { createApiClient } from '../services/api/apiClient';
import { COOKIE_MIRRORED_KEYS } from '../services/contract/storageKeys';
import { cookieString, isThirdPartyFrame } from '../services/storage/cookies';
import { pageStorage } from '../services/storage/memoryBackedStorage';
import { logoutVisitor } from '../state/logoutVisitor';

/**
 * `<auth-floater>.logout()` (a lazy chunk): this page's storage and the app's host. The uid and
 * state cookies (spec §3) go too, at once, so nothing copies them back into storage.
 */
export async function floaterLogout(
  appId: string,
  jar: { cookie: string } | undefined = globalThis.document,
) {
  const done = logoutVisitor({ storage: pageStorage(), api: createApiClient({ appId }) });
  try {
    const partitioned = isThirdPartyFrame();
    for (const key of COOKIE_MIRRORED_KEYS) if (jar) jar.cookie = cookieString(key, null, partitioned);
  } catch {
    // Cookies disabled: storage alone held the values.
  }
  await done;
}
