import type { IDToken, TokenEndpointResponse } from 'oauth4webapi';
import type { SsoChannel, SsoProviderId } from '../../contract/sso';
import type { SsoProfile } from './SsoProfile';

/** The authorization server metadata the host needs (RFC 8414 names). */
export interface ProviderEndpoints {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri?: string;
  userinfo_endpoint?: string;
  id_token_signing_alg_values_supported?: string[];
  authorization_response_iss_parameter_supported?: boolean;
  token_endpoint_auth_methods_supported?: string[];
}

/** A call to the provider's API with the access token; answers JSON, throws on a non-2xx. */
export type ProviderApi = (
  url: string,
  init?: { method?: 'GET' | 'POST'; json?: unknown; headers?: Record<string, string> },
) => Promise<unknown>;

export interface ProfileContext {
  /** The ID token's claims, validated (iss, aud, exp, nonce, signature), for OpenID Connect providers. */
  claims: IDToken | undefined;
  /** The token endpoint's answer. */
  tokens: TokenEndpointResponse;
  /** The callback's parameters (Apple sends the name there, once). */
  callback: URLSearchParams;
  api: ProviderApi;
  endpoints: ProviderEndpoints;
}

/**
 * One identity provider, as its documentation describes it: endpoints, scopes, how the client
 * authenticates, and how its answer maps to a profile. Quirks live in the provider's own file.
 */
export interface SsoProvider {
  id: SsoProviderId;
  channel: SsoChannel;
  name: string;
  /** OpenID Connect: an ID token is required, with nonce, and its signature is checked against the JWKS. */
  oidc: boolean;
  /** Static metadata; absent when it is discovered from `discoveryIssuer`. */
  endpoints?: ProviderEndpoints;
  /** OpenID Connect discovery (`/.well-known/openid-configuration`) of this issuer. */
  discoveryIssuer?: string;
  scopes: readonly string[];
  clientAuth: 'client_secret_post' | 'client_secret_basic';
  /** Parameters the provider's documentation adds to the authorization request. */
  authorizationParams?: Readonly<Record<string, string>>;
  /** The provider posts its answer to the callback (response_mode=form_post). */
  formPost?: boolean;
  /** The token request body is JSON rather than a form. */
  jsonTokenRequest?: boolean;
  /** Brings a documented deviation of the token response back to RFC 6749 before it is checked. */
  tokenResponse?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** The issuer an ID token must carry, when it depends on the token (multi-tenant). */
  expectedIssuer?: (claims: Record<string, unknown>) => string;
  /** The client secret to send, made from the stored one (Apple: a signed JWT). */
  clientSecret?: (stored: string, clientId: string, nowMs: number) => Promise<string>;
  profile: (context: ProfileContext) => Promise<SsoProfile>;
  /** Where a merchant registers the app and gets the credentials (docs/sso.md). */
  console: string;
}
