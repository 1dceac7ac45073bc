import * as oauth from 'oauth4webapi';
import type { Services } from '../Services';
import { type FetchFn, safeFetch } from './safeFetch';

/**
 * How the host reaches providers. Production: https only, public addresses only, no redirects
 * (docs/security.md "OAuth / OIDC"). Dev mode allows http and loopback, for the local identity
 * provider and the providers tests play on 127.0.0.1.
 */
export interface ProviderNetwork {
  fetch: FetchFn;
  allowHttp: boolean;
}

export function providerNetwork(services: Services): ProviderNetwork {
  const dev = services.config.mode === 'dev';
  return { fetch: safeFetch({ allowPrivate: dev }), allowHttp: dev };
}

/** oauth4webapi's request options for a network. */
export function requestOptions(network: ProviderNetwork) {
  return {
    // oauth4webapi types the hook per call (its method and body); one fetch serves them all.
    [oauth.customFetch]: ((url: string, init: RequestInit) => network.fetch(url, init)) as never,
    [oauth.allowInsecureRequests]: network.allowHttp,
  };
}
