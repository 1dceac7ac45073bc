import type { Services } from '../Services';

/** Every cookie the host sets holds one 256-bit random value (base64url). */
const VALUE = /^[A-Za-z0-9_-]{43}$/;

/**
 * A first-party cookie of the host's own (docs/security.md "Widget, frames and bridges"):
 * HttpOnly, and `__Host-` + Secure over https; a plain name over http on a developer's own
 * machine, where `__Host-` cookies cannot be set.
 */
export function hostCookie(name: string, maxAgeMs: number) {
  const isHttps = (services: Services) => services.issuer.startsWith('https://');
  const nameFor = (services: Services) => (isHttps(services) ? `__Host-${name}` : name);
  return {
    /** The cookie's value in a request's `Cookie` header, when it is well formed. */
    read(services: Services, header: string | undefined): string | undefined {
      const wanted = nameFor(services);
      for (const part of (header ?? '').split(';')) {
        const eq = part.indexOf('=');
        if (eq > 0 && part.slice(0, eq).trim() === wanted) {
          const value = part.slice(eq + 1).trim();
          return VALUE.test(value) ? value : undefined;
        }
      }
      return undefined;
    },
    /** `Set-Cookie` for `value` (empty: cleared). `SameSite=None` only where https allows it. */
    header(services: Services, value: string, sameSite: 'Strict' | 'Lax' | 'None'): string {
      const maxAge = value ? Math.floor(maxAgeMs / 1000) : 0;
      const parts = [`${nameFor(services)}=${value}`, 'Path=/', `Max-Age=${maxAge}`, 'HttpOnly'];
      if (isHttps(services)) parts.push('Secure', `SameSite=${sameSite}`);
      else parts.push(`SameSite=${sameSite === 'None' ? 'Lax' : sameSite}`);
      return parts.join('; ');
    },
  };
}
