import type { FastifyInstance } from 'fastify';
import { DASHBOARD_PATH } from '../../contract/admin';
import type { Services } from '../Services';

/**
 * The dashboard's page (docs/dashboard.md): a shell that loads `/dashboard.js` (its own bundle,
 * built from dashboard/) and `/elements.js` for the sign-in. Never framed; calls the host only.
 */
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<meta name="color-scheme" content="light dark">
<title>Sesame dashboard</title>
<script type="module" src="/elements.js"></script>
<script type="module" src="/dashboard.js"></script>
</head>
<body>
<div id="root"></div>
<noscript>The Sesame dashboard needs JavaScript.</noscript>
</body>
</html>`;

export function dashboardPageRoute(app: FastifyInstance, _services: Services): void {
  app.get(DASHBOARD_PATH.slice(0, -1), (_request, reply) => reply.redirect(DASHBOARD_PATH));
  app.get(DASHBOARD_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('Content-Security-Policy', CSP)
      .header('Cache-Control', 'no-cache')
      .header('X-Frame-Options', 'DENY')
      .type('text/html; charset=utf-8')
      .send(PAGE),
  );
}
