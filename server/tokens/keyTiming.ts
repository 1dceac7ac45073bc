/** How long verifiers may cache `/.well-known/jwks.json` (its `Cache-Control: max-age`). */
export const JWKS_MAX_AGE_S = 300;

/**
 * Publish first, sign later (docs/security.md "Signing keys", 4): a new key is in the JWKS this
 * long before it signs. Twice the cache lifetime covers a shared cache in front of the host plus
 * the verifier's own; KEY_RELOAD_MS (under a minute) adds to it, never takes from it.
 */
export const KEY_PUBLISH_LEAD_MS = 2 * JWKS_MAX_AGE_S * 1000;

/**
 * How old the loaded key may get before signing re-reads storage: a key rotated on one
 * instance (or by `npm run apps -- rotate-signing-key`) is used by every instance within this
 * time of becoming the signing key, with no restart.
 */
export const KEY_RELOAD_MS = 60_000;
