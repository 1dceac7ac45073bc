import { COOKIE_MAX_AGE_S, STORAGE_PREFIX } from '../../contract/constants';
import { isInIframe } from '../device/isInIframe';

/**
 * spec §3, §9: cookies live one year, `SameSite=None; Secure`, and in a third-party iframe also
 * `Partitioned` (docs/security.md "Cookies in a third-party iframe"), so the browser keeps them in the
 * embedding site's partition instead of dropping them. Names carry the `sesame.` prefix.
 */
export function cookieString(key: string, value: string | null, partitioned: boolean): string {
  const maxAge = value === null ? 0 : COOKIE_MAX_AGE_S;
  return `${STORAGE_PREFIX}.${key}=${encodeURIComponent(value ?? '')}; Max-Age=${maxAge}; Path=/; SameSite=None; Secure${
    partitioned ? '; Partitioned' : ''
  }`;
}

/** The value of the prefixed cookie `key` in a `document.cookie` string, or null. */
export function readCookie(cookies: string, key: string): string | null {
  const name = `${STORAGE_PREFIX}.${key}=`;
  for (const part of cookies.split(';')) {
    const item = part.trim();
    if (item.startsWith(name)) {
      try {
        return decodeURIComponent(item.slice(name.length)) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * A frame (isInIframe) whose top window is on another site: its cookies are third-party. A
 * cross-origin top cannot be read (the access throws), which is itself the answer.
 */
export function isThirdPartyFrame(win: Window | undefined = globalThis.window): boolean {
  if (!win || !isInIframe(win)) return false;
  try {
    return win.top?.location.origin !== win.location.origin;
  } catch {
    return true;
  }
}
