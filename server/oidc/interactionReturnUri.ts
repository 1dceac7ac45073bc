import { OIDC_PATHS } from '../../contract/oidc';

const INTERACTION_PATH = new RegExp(`^${OIDC_PATHS.interaction}/[A-Za-z0-9_-]{1,64}$`);

/**
 * The OpenID Connect sign-in page's own address (docs/oidc.md "Providers on phones"), as the
 * return URI of a sign-in with a provider begun there: only this host's
 * `/oidc/interaction/UID`, asked for by a page of this host, with nothing else in the URL.
 * Anything else is undefined (the app's registered URIs then decide; no open redirect).
 */
export function interactionReturnUri(
  issuer: string,
  callerOrigin: string | undefined,
  requested: string,
): string | undefined {
  const host = new URL(issuer).origin;
  if (callerOrigin !== host || !URL.canParse(requested)) return undefined;
  const url = new URL(requested);
  if (url.origin !== host || url.username || url.password || url.search || url.hash) return undefined;
  return INTERACTION_PATH.test(url.pathname) ? url.href : undefined;
}
