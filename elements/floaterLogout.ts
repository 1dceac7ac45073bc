import { COOKIE_MIRRORED_KEYS } from '../contract/storageKeys';
import { createApiClient } from '../services/api/apiClient';
import { cookieString, isThirdPartyFrame } from '../services/storage/cookies';
import { pageStorage } from '../services/storage/memoryBackedStorage';
import { logoutVisitor } from '../state/flows/logoutVisitor';

/**
 * `<auth-floater>.logout()` (a lazy chunk): this page's storage and the app's host. The uid and
 * state cookies (spec §3) go too, at once, so nothing copies them back into storage.
 */
export async function floaterLogout(
  appId: string,
  jar: { cookie: string } | undefined = globalThis.document,
) {
  const done = logoutVisitor({ storage: pageStorage(), api: createApiClient({ appId }) });
  // The device key goes too, with or without a session: one-tap here needs a new sign-in.
  const forgotten = import('../services/device/deviceKey').then((m) => m.forgetDeviceKey()).catch(() => {});
  try {
    const partitioned = isThirdPartyFrame();
    for (const key of COOKIE_MIRRORED_KEYS) if (jar) jar.cookie = cookieString(key, null, partitioned);
  } catch {
    // Cookies disabled: storage alone held the values.
  }
  await Promise.all([done, forgotten]);
}
