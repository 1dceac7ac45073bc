/**
 * The OpenID Connect provider's paths on the host (docs/oidc.md). The interaction page's
 * script (Vite entry `oidc`) and the host both import them.
 */
export const OIDC_PATHS = {
  /** Every provider endpoint lives under this prefix, discovery and the JWKS excepted. */
  prefix: '/oidc',
  discovery: '/.well-known/openid-configuration',
  authorization: '/oidc/auth',
  token: '/oidc/token',
  userinfo: '/oidc/me',
  revocation: '/oidc/token/revocation',
  introspection: '/oidc/token/introspection',
  endSession: '/oidc/session/end',
  /** `/oidc/interaction/UID`: Sesame's sign-in page for one authorization request. */
  interaction: '/oidc/interaction',
  /** Appended to the interaction page's path: where the page sends the finished sign-in's code. */
  loginSuffix: '/login',
  /** The interaction page's script. */
  script: '/oidc.js',
} as const;

/** What the interaction page posts when the hosted sign-in finished. */
export interface OidcLoginRequest {
  code: string;
}

/** Where the browser goes next: back to the provider, which answers the relying party. */
export interface OidcLoginResponse {
  redirectTo: string;
}
