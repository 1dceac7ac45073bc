import { ADMIN_SESSION_TTL_MS } from '../../contract/admin';
import { hostCookie } from '../http/hostCookie';
import type { Services } from '../Services';

/** The dashboard's session cookie: the host's own, SameSite=Strict (docs/dashboard.md). */
const adminCookie = hostCookie('sesame_admin', ADMIN_SESSION_TTL_MS);

export function readAdminCookie(services: Services, header: string | undefined): string | undefined {
  return adminCookie.read(services, header);
}

/** Sets the cookie to `value`, or clears it when `value` is empty. */
export function adminCookieHeader(services: Services, value: string): string {
  return adminCookie.header(services, value, 'Strict');
}

export const adminSessionHash = (services: Services, value: string) =>
  services.hasher.hash('admin-session', value);
