import type { ProviderEndpoints, SsoProvider } from './SsoProvider';

/**
 * The provider's authorization request (RFC 6749 §4.1.1): authorization code with PKCE S256
 * (RFC 7636, docs/security.md "OAuth / OIDC"), `state`, and `nonce` for OpenID Connect, plus what
 * the provider's documentation adds.
 */
export function authorizationUrl(input: {
  provider: SsoProvider;
  endpoints: ProviderEndpoints;
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}): URL {
  const url = new URL(input.endpoints.authorization_endpoint);
  const params = url.searchParams;
  params.set('response_type', 'code');
  params.set('client_id', input.clientId);
  params.set('redirect_uri', input.redirectUri);
  if (input.provider.scopes.length) params.set('scope', input.provider.scopes.join(' '));
  params.set('state', input.state);
  if (input.provider.oidc) params.set('nonce', input.nonce);
  params.set('code_challenge', input.codeChallenge);
  params.set('code_challenge_method', 'S256');
  for (const [key, value] of Object.entries(input.provider.authorizationParams ?? {})) params.set(key, value);
  return url;
}
