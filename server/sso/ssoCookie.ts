import { SSO_FLOW_TTL_MS } from '../../contract/sso';
import { hostCookie } from '../http/hostCookie';
import type { Services } from '../Services';

/**
 * The browser's half of every SSO flow it starts (docs/security.md "Widget, frames and bridges"):
 * the host's own first-party cookie.
 */
const ssoCookie = hostCookie('sesame_sso', SSO_FLOW_TTL_MS);

export function readSsoCookie(services: Services, header: string | undefined): string | undefined {
  return ssoCookie.read(services, header);
}

/**
 * `SameSite=Lax` lets the provider's redirect back (a top-level GET) carry it. A provider that
 * posts its answer (Apple's form_post) is a cross-site POST, which only `SameSite=None` cookies
 * follow, and those must be Secure.
 */
export function ssoCookieHeader(services: Services, value: string, crossSitePost: boolean): string {
  return ssoCookie.header(services, value, crossSitePost ? 'None' : 'Lax');
}
