import { SSO_FLOW_TTL_MS } from '../../services/contract/sso';
import type { Services } from '../Services';

const VALUE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The browser's half of every SSO flow it starts (SECURITY.md "Widget, frames and bridges"):
 * first-party on the host, `__Host-`, Secure and HttpOnly over https; a plain name in dev over
 * http, where `__Host-` cookies cannot be set.
 */
export function ssoCookieName(services: Services): string {
  return isHttps(services) ? '__Host-sesame_sso' : 'sesame_sso';
}

export function readSsoCookie(services: Services, header: string | undefined): string | undefined {
  const name = ssoCookieName(services);
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return VALUE.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/**
 * `SameSite=Lax` lets the provider's redirect back (a top-level GET) carry it. A provider that
 * posts its answer (Apple's form_post) is a cross-site POST, which only `SameSite=None` cookies
 * follow, and those must be Secure.
 */
export function ssoCookieHeader(services: Services, value: string, crossSitePost: boolean): string {
  const parts = [
    `${ssoCookieName(services)}=${value}`,
    'Path=/',
    `Max-Age=${Math.floor(SSO_FLOW_TTL_MS / 1000)}`,
    'HttpOnly',
  ];
  if (isHttps(services)) parts.push('Secure', crossSitePost ? 'SameSite=None' : 'SameSite=Lax');
  else parts.push('SameSite=Lax');
  return parts.join('; ');
}

function isHttps(services: Services): boolean {
  return services.issuer.startsWith('https://');
}
