import type { FastifyReply } from 'fastify';
import { toExactOrigins } from '../../contract/ExactOrigin';
import type { Html } from '../pages/html';

/** What a page may do, and so which security headers it is sent with. */
export interface PagePolicy {
  status?: number;
  /** The nonce of the page's own inline `<script>` (and `<style>`) elements. */
  nonce?: string;
  /** The page loads the host's own script files (a Vite entry and its chunks). */
  ownScripts?: boolean;
  /** The page calls the host (fetch, EventSource). */
  callsHost?: boolean;
  /** A widget page (hosted login and auth pages): the widget's images, fonts and frames. */
  widget?: boolean;
  /** The only origins that may frame the page; none when absent (docs/security.md clickjacking). */
  frameAncestors?: readonly string[];
  /** `same-origin` where a form posts back (the POST must carry its own Origin); else stricter. */
  referrer?: 'same-origin' | 'no-referrer' | 'strict-origin-when-cross-origin';
  cache?: string;
  /**
   * The page's form may end anywhere: it stands in for an outside provider, whose sign-in form
   * redirects on to the host and from there to the merchant's login URI (browsers apply
   * `form-action` to every redirect after the POST).
   */
  formLeavesHost?: boolean;
}

/**
 * The host's one way to send a page it renders (link landing, QR phone page, SSO pages, hosted
 * pages, privacy, dev pages): the page and its security headers together, so no page goes out
 * without a Content-Security-Policy that denies everything it does not need, `frame-ancestors`
 * ('none' unless the page is a hosted page for listed origins), nosniff and a referrer policy.
 * One function rather than @fastify/helmet: helmet's defaults (Cross-Origin-Resource-Policy
 * same-origin among them) would break the widget's scripts on merchants' pages, and each page's
 * nonce and ancestors are per request anyway.
 */
export function sendPage(reply: FastifyReply, page: Html, policy: PagePolicy = {}): FastifyReply {
  const ancestors = toExactOrigins(policy.frameAncestors ?? []);
  reply
    .code(policy.status ?? 200)
    .header('Content-Security-Policy', pageCsp(policy, ancestors))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', policy.referrer ?? 'same-origin')
    .header('Cache-Control', policy.cache ?? 'no-store');
  // Browsers without frame-ancestors still honour this; with ancestors listed, CSP alone decides.
  if (ancestors.length === 0) reply.header('X-Frame-Options', 'DENY');
  return reply.type('text/html; charset=utf-8').send(String(page));
}

function pageCsp(policy: PagePolicy, ancestors: readonly string[]): string {
  const scripts = [policy.ownScripts && "'self'", policy.nonce && `'nonce-${policy.nonce}'`].filter(Boolean);
  const widget = policy.widget === true;
  return [
    "default-src 'none'",
    scripts.length > 0 && `script-src ${scripts.join(' ')}`,
    widget ? "style-src 'self' 'unsafe-inline'" : "style-src 'unsafe-inline'",
    widget && "img-src 'self' https: data: blob:",
    widget && "font-src 'self' data:",
    (policy.callsHost || widget) && "connect-src 'self'",
    widget && "frame-src 'self'",
    !policy.formLeavesHost && "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
  ]
    .filter(Boolean)
    .join('; ');
}
