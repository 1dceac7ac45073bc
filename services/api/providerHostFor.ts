/** What the widget talks to, and whether it is a production deployment. */
export interface ProviderHost {
  origin: string;
  production: boolean;
}

const LOOPBACK = /^(localhost|127(?:\.\d+){3}|\[::1\])$/;

/**
 * spec §7: "the production host when the page origin is the production origin, otherwise a
 * pre-production host". Sesame is its own provider host, so there is no fixed production
 * address: the host is the origin the elements script came from (scriptOrigin), or an explicit
 * override (the `baseUrl` option) when it is a valid http(s) address. A host served over https
 * from a non-loopback name is production; plain http or a loopback host is pre-production, which
 * turns error reporting off (spec §9) and is how a developer's machine runs.
 */
export function providerHostFor(scriptUrl: string, override?: string | null): ProviderHost {
  let url = new URL(scriptUrl);
  if (override) {
    try {
      const candidate = new URL(override);
      if (candidate.protocol === 'https:' || candidate.protocol === 'http:') url = candidate;
    } catch {
      // Not an address: the script's own origin stays.
    }
  }
  return {
    origin: url.origin,
    production: url.protocol === 'https:' && !LOOPBACK.test(url.hostname),
  };
}
