import { decodeJwt } from 'jose';
import * as oauth from 'oauth4webapi';
import { TtlCache } from '../cache/TtlCache';
import { SesameError } from '../errors/SesameError';
import { type ProviderNetwork, requestOptions } from './fetchOptions';
import type { SsoProfile } from './SsoProfile';
import type { ProviderApi, ProviderEndpoints, SsoProvider } from './SsoProvider';
import type { FetchFn } from './safeFetch';

/**
 * JWKS per URI, refreshed by oauth4webapi when a key is missing or after five minutes; each
 * URI's entry starts afresh after an hour, and at most 100 are kept (the host's one TtlCache).
 */
const jwksCaches = new TtlCache<string, oauth.JWKSCacheInput>(60 * 60_000, undefined, 100);

export interface ExchangeInput {
  provider: SsoProvider;
  endpoints: ProviderEndpoints;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The callback's parameters, as the provider sent them. */
  callback: URLSearchParams;
  expectedState: string;
  codeVerifier: string;
  nonce: string;
  network: ProviderNetwork;
  nowMs: number;
}

/**
 * The callback's code for the person's profile, with oauth4webapi, step by step:
 * 1. the authorization response: its `state`, its `iss` when the provider sends one, no `error`;
 * 2. the token request, with the PKCE verifier and the client's authentication;
 * 3. OpenID Connect: an ID token is required; iss, aud, azp, exp, iat and nonce are checked,
 *    the `alg` must be one the provider uses (never `none`), and the signature is verified with
 *    the provider's JWKS;
 * 4. the provider's own mapping to a profile (claims, userinfo or its API).
 */
export async function exchangeCode(input: ExchangeInput): Promise<SsoProfile> {
  const { provider, endpoints } = input;
  const network = { ...input.network, fetch: withProviderQuirks(provider, endpoints, input.network.fetch) };
  const options = requestOptions(network);
  const as: oauth.AuthorizationServer = { ...endpoints };
  // oauth4webapi reads the system clock; the skew makes it read the host's (tests use a fake one).
  const client: oauth.Client = {
    client_id: input.clientId,
    [oauth.clockSkew]: Math.round((input.nowMs - Date.now()) / 1000),
  };
  const secret = provider.clientSecret
    ? await provider.clientSecret(input.clientSecret, input.clientId, input.nowMs)
    : input.clientSecret;
  const auth =
    clientAuthOf(provider, endpoints) === 'client_secret_basic'
      ? oauth.ClientSecretBasic(secret)
      : oauth.ClientSecretPost(secret);

  const params = oauth.validateAuthResponse(as, client, input.callback, input.expectedState);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    auth,
    params,
    input.redirectUri,
    input.codeVerifier,
    options,
  );
  // A provider whose ID token names its own issuer (Microsoft: the user's tenant) is checked
  // against that issuer: every check below then holds the token to it, signature included.
  const issued: oauth.AuthorizationServer = provider.expectedIssuer
    ? { ...as, issuer: provider.expectedIssuer(await idTokenClaims(response)) }
    : as;
  const tokens = await oauth.processAuthorizationCodeResponse(issued, client, response, {
    expectedNonce: provider.oidc ? input.nonce : oauth.expectNoNonce,
    requireIdToken: provider.oidc,
  });
  if (provider.oidc) {
    const jwksUri = endpoints.jwks_uri ?? '';
    const cache = await jwksCaches.get(jwksUri, async () => ({}));
    await oauth.validateApplicationLevelSignature(issued, response, { ...options, [oauth.jwksCache]: cache });
  }

  const api: ProviderApi = async (url, init = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    let body: string | undefined;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const answer = await oauth.protectedResourceRequest(
      tokens.access_token,
      init.method ?? 'GET',
      new URL(url),
      headers,
      body,
      options,
    );
    if (!answer.ok)
      throw new SesameError('sso_failed', { message: `${new URL(url).host} answered ${answer.status}` });
    return answer.json();
  };
  return provider.profile({
    claims: oauth.getValidatedIdTokenClaims(tokens),
    tokens,
    callback: input.callback,
    api,
    endpoints,
  });
}

/** The token response's ID token claims, not yet verified: only to learn which issuer to expect. */
async function idTokenClaims(response: Response): Promise<Record<string, unknown>> {
  try {
    const body = (await response.clone().json()) as { id_token?: unknown };
    return typeof body.id_token === 'string' ? decodeJwt(body.id_token) : {};
  } catch {
    return {};
  }
}

/**
 * The provider's way, unless its discovery document lists methods without it (RFC 8414: a
 * provider that names only client_secret_post gets that).
 */
function clientAuthOf(provider: SsoProvider, endpoints: ProviderEndpoints): SsoProvider['clientAuth'] {
  const supported = endpoints.token_endpoint_auth_methods_supported;
  if (!supported || supported.includes(provider.clientAuth)) return provider.clientAuth;
  return supported.includes('client_secret_post') ? 'client_secret_post' : provider.clientAuth;
}

/** The provider's documented deviations at its token endpoint (JSON bodies, array scopes). */
function withProviderQuirks(provider: SsoProvider, endpoints: ProviderEndpoints, fetch: FetchFn): FetchFn {
  if (!provider.jsonTokenRequest && !provider.tokenResponse) return fetch;
  return async (input, init = {}) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url !== endpoints.token_endpoint) return fetch(input, init);
    let request = init;
    if (provider.jsonTokenRequest && init.body instanceof URLSearchParams) {
      const headers = new Headers(init.headers);
      headers.set('content-type', 'application/json');
      request = { ...init, headers, body: JSON.stringify(Object.fromEntries(init.body)) };
    }
    const response = await fetch(url, request);
    if (!provider.tokenResponse || !response.ok) return response;
    const body = provider.tokenResponse((await response.json()) as Record<string, unknown>);
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
}
