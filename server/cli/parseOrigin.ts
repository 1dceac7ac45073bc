import { usageError } from './CliError';

/** Plain HTTP is only for a developer's own machine (docs/security.md: origins are exact). */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
/** Host names as URL parsing leaves them (lowercase, punycode), or a bracketed IPv6 address. */
const HOST = /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/;

/**
 * An origin as browsers send it in the Origin header: scheme, host and port, nothing else,
 * lowercase and without a default port, so that it can be compared exactly. HTTPS, except
 * for http://localhost and http://127.0.0.1.
 */
export function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw usageError(`Origin "${value}" is not a URL; write it as https://shop.example`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw usageError(`Origin "${value}" must start with https://`);
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.includes(url.hostname)) {
    throw usageError(
      `Origin "${value}" must use https:// (http:// is allowed only for localhost and 127.0.0.1)`,
    );
  }
  if (!HOST.test(url.hostname)) {
    throw usageError(
      `Origin "${value}" has a host no browser sends (wildcards and patterns are not origins)`,
    );
  }
  if (
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    value !== url.origin
  ) {
    throw usageError(
      `Origin "${value}" must be an exact origin: scheme, host and port only, no path or trailing slash; did you mean "${url.origin}"?`,
    );
  }
  return url.origin;
}
