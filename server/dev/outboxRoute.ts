import type { FastifyInstance } from 'fastify';
import { sendPage } from '../http/sendPage';
import { type Html, html } from '../pages/html';
import { renderPage } from '../pages/renderPage';
import type { Services } from '../Services';
import type { OutboxEntry } from '../stores/OutboxStore';

const OUTBOX_LIMIT = 100;
const query = {
  type: 'object',
  additionalProperties: false,
  properties: { to: { type: 'string', maxLength: 320 } },
} as const;

/**
 * docs/architecture.md §5 `GET /dev/outbox?to=ADDRESS`: JSON newest first for tests, a page for
 * people (when the browser asks for HTML). Dev mode only.
 */
export function outboxRoute(app: FastifyInstance, services: Services): void {
  const outbox = services.outbox;
  if (!outbox) return;
  app.get<{ Querystring: { to?: string } }>(
    '/dev/outbox',
    { schema: { querystring: query } },
    async (request, reply) => {
      const entries = await outbox.list({
        to: request.query.to?.trim().toLowerCase(),
        limit: OUTBOX_LIMIT,
      });
      reply.header('Cache-Control', 'no-store');
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (!wantsHtml) return entries;
      return sendPage(reply, renderPage({ title: 'Dev outbox', body: outboxBody(entries) }));
    },
  );
}

function outboxBody(entries: OutboxEntry[]): Html {
  const rows = entries.map(
    (e) => html`<tr><td>${new Date(e.createdAt).toLocaleTimeString('en-GB')}</td><td>${e.channel}</td>
<td>${e.to}</td><td>${e.code && html`<code>${e.code}</code>`}</td>
<td>${e.link && html`<a href="${e.link}" target="_blank" rel="noreferrer">Open link</a>`}</td>
<td>${e.subject ?? e.text.split('\n')[0] ?? ''}</td></tr>`,
  );
  return html`<main class="wide"><h1>Dev outbox</h1>
<p>Every message Sesame would have sent, newest first. Nothing here left this machine. Reload to see new ones.</p>
${
  entries.length
    ? html`<table><thead><tr><th>Time</th><th>Channel</th><th>To</th><th>Code</th><th>Link</th><th>Message</th></tr></thead><tbody>${rows}</tbody></table>`
    : html`<p><em>No messages yet.</em> Sign in on the <a href="/demo/">demo shop</a> to send one.</p>`
}</main>`;
}
