import * as oauth from 'oauth4webapi';
import { TtlCache } from '../cache/TtlCache';
import { SesameError } from '../errors/SesameError';
import { type ProviderNetwork, requestOptions } from './fetchOptions';
import type { ProviderEndpoints, SsoProvider } from './SsoProvider';

/** Discovery documents change rarely; a process keeps each for this long (failures are not kept). */
const DISCOVERY_TTL_MS = 10 * 60_000;
const cache = new TtlCache<string, ProviderEndpoints>(DISCOVERY_TTL_MS);

/** The provider's metadata: its own, or discovered from its issuer (OpenID Connect Discovery 1.0). */
export async function endpointsOf(
  provider: SsoProvider,
  network: ProviderNetwork,
): Promise<ProviderEndpoints> {
  if (provider.endpoints) return provider.endpoints;
  const issuer = provider.discoveryIssuer;
  if (!issuer) throw new TypeError(`provider ${provider.id} has neither endpoints nor an issuer`);
  return cache.get(issuer, () => discover(issuer, network));
}

async function discover(issuer: string, network: ProviderNetwork): Promise<ProviderEndpoints> {
  try {
    const url = new URL(issuer);
    const response = await oauth.discoveryRequest(url, { ...requestOptions(network), algorithm: 'oidc' });
    const as = await oauth.processDiscoveryResponse(url, response);
    if (!as.authorization_endpoint || !as.token_endpoint || !as.jwks_uri)
      throw new Error('discovery document lacks an endpoint');
    const endpoints: ProviderEndpoints = {
      issuer: as.issuer,
      authorization_endpoint: as.authorization_endpoint,
      token_endpoint: as.token_endpoint,
      jwks_uri: as.jwks_uri,
    };
    if (as.userinfo_endpoint) endpoints.userinfo_endpoint = as.userinfo_endpoint;
    if (as.id_token_signing_alg_values_supported)
      endpoints.id_token_signing_alg_values_supported = as.id_token_signing_alg_values_supported;
    if (as.token_endpoint_auth_methods_supported)
      endpoints.token_endpoint_auth_methods_supported = as.token_endpoint_auth_methods_supported;
    if (as.authorization_response_iss_parameter_supported)
      endpoints.authorization_response_iss_parameter_supported = true;
    return endpoints;
  } catch (cause) {
    throw new SesameError('channel_not_configured', {
      message: 'The identity provider could not be reached. Please try again later.',
      cause,
    });
  }
}
