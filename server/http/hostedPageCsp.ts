import { toExactOrigins } from '../../services/bridges/parentFrame/ExactOrigin';

/**
 * The Content-Security-Policy of a hosted page. Scripts: the nonced entry and the host's own
 * chunks; calls: the host only. SECURITY.md: `frame-ancestors` lists exactly the app's
 * registered origins ('none' when it has none), so no other site can frame the page.
 */
export function hostedPageCsp(options: { nonce: string; origins: readonly string[] }): string {
  const ancestors = toExactOrigins(options.origins);
  return [
    "default-src 'none'",
    `script-src 'self' 'nonce-${options.nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
  ].join('; ');
}
