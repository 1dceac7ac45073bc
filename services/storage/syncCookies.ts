import { COOKIE_MIRRORED_KEYS } from '../../contract/storageKeys';
import { cookieString, isThirdPartyFrame, readCookie } from './cookies';
import type { KeyValueStorage } from './keyValueStorage';

/** The part of `document` cookies need (tests pass an object with a `cookie` property). */
export interface CookieJar {
  cookie: string;
}

/**
 * spec §3: uid and state are also kept in cookies. A value found only in a cookie is copied to
 * storage; a value in storage is written to its cookie (one year, SameSite=None; Secure, and
 * Partitioned in a third-party frame). Runs from a lazy chunk when the API client starts and
 * whenever it stores a new state; cookies that cannot be read or written are left alone.
 */
export function syncCookies(
  storage: KeyValueStorage,
  jar: CookieJar | undefined = globalThis.document,
  partitioned = isThirdPartyFrame(),
): void {
  if (!jar) return;
  try {
    for (const key of COOKIE_MIRRORED_KEYS) {
      const stored = storage.get(key);
      const fromCookie = readCookie(jar.cookie, key);
      if (stored === null && fromCookie !== null) storage.set(key, fromCookie);
      else if (stored !== null && stored !== fromCookie) jar.cookie = cookieString(key, stored, partitioned);
    }
  } catch {
    // Cookies disabled or a sandboxed frame: storage alone keeps the values.
  }
}
