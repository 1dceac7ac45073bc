import type { App } from '../apps/App';

/** What the widget adds to a page that a sign-in comes back to (docs/widget.md). */
const RETURN_PARAMS = ['code', 'asid', 'error'];

/**
 * docs/widget.md "Sign-ins that come back to the page": the page a sign-in began on, where a
 * redirect brings the visitor back, when it is a page of the origin that called (the Origin
 * header) and that origin is one the app registered, the same rule that lets a popup's result
 * reach that origin. Its fragment and an earlier return's parameters are dropped. Anything else
 * is null, and the app's login URI serves as before. No open redirect: only the app's own origins,
 * and only the browser that began the sign-in can finish it there (docs/security.md).
 */
export function returnPage(
  app: Pick<App, 'origins'>,
  requested: string | undefined,
  origin: string | undefined,
): string | null {
  if (!requested || !origin || !app.origins.includes(origin)) return null;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username || url.password) return null;
  url.hash = '';
  for (const name of RETURN_PARAMS) url.searchParams.delete(name);
  return url.href;
}
