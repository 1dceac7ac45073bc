import type { FastifyInstance } from 'fastify';
import { DASHBOARD_PATH } from '../../contract/admin';
import { sendPage } from '../http/sendPage';
import { raw } from '../pages/html';
import type { Services } from '../Services';

/**
 * The dashboard's page (docs/dashboard.md): a shell that loads `/dashboard.js` (its own bundle,
 * built from dashboard/) and `/elements.js` for the sign-in. Never framed; calls the host only.
 * Its headers are a widget page's (the sign-in's images, fonts and frames) with its own scripts.
 */
const PAGE = raw(`<!doctype html>
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
</html>`);

export function dashboardPageRoute(app: FastifyInstance, _services: Services): void {
  app.get(DASHBOARD_PATH.slice(0, -1), (_request, reply) => reply.redirect(DASHBOARD_PATH));
  app.get(DASHBOARD_PATH, { schema: { hide: true } }, (_request, reply) =>
    sendPage(reply, PAGE, { ownScripts: true, widget: true, cache: 'no-cache' }),
  );
}
