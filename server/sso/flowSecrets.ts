import type { Hasher } from '../crypto/Hasher';

export const SSO_START_PURPOSE = 'sso-start';
export const SSO_STATE_PURPOSE = 'sso-state';
export const SSO_BROWSER_PURPOSE = 'sso-browser';

/**
 * The PKCE verifier and the OpenID Connect nonce of one flow in one browser. Derived from the
 * flow, the browser's cookie and the server secret, never stored: storage alone cannot finish
 * a sign-in, and a callback from another browser cannot produce them (docs/security.md "OAuth /
 * OIDC": state and nonce bound to the transaction and the browser).
 */
export function flowSecrets(hasher: Hasher, flowId: string, browserSecret: string) {
  return {
    // 43 base64url characters: RFC 7636 §4.1's shortest verifier, 256 bits.
    codeVerifier: hasher.hash('sso-pkce', `${flowId}:${browserSecret}`),
    nonce: hasher.hash('sso-nonce', `${flowId}:${browserSecret}`),
  };
}
