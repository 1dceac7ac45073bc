import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../delivery/emailMessage';
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
 * ARCHITECTURE.md §5 `GET /dev/outbox?to=ADDRESS`: JSON newest first for tests, a page for
 * people (when the browser asks for HTML). Dev mode only.
 */
export function outboxRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { to?: string } }>(
    '/dev/outbox',
    { schema: { querystring: query } },
    async (request, reply) => {
      const entries = await services.outbox.list({
        to: request.query.to?.trim().toLowerCase(),
        limit: OUTBOX_LIMIT,
      });
      reply.header('Cache-Control', 'no-store');
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (!wantsHtml) return entries;
      return reply
        .type('text/html; charset=utf-8')
        .send(renderPage({ title: 'Dev outbox', body: outboxBody(entries) }));
    },
  );
}

function outboxBody(entries: OutboxEntry[]): string {
  const rows = entries
    .map(
      (
        e,
      ) => `<tr><td>${escapeHtml(new Date(e.createdAt).toLocaleTimeString('en-GB'))}</td><td>${escapeHtml(e.channel)}</td>
<td>${escapeHtml(e.to)}</td><td>${e.code ? `<code>${escapeHtml(e.code)}</code>` : ''}</td>
<td>${e.link ? `<a href="${escapeHtml(e.link)}" target="_blank" rel="noreferrer">Open link</a>` : ''}</td>
<td>${escapeHtml(e.subject ?? e.text.split('\n')[0] ?? '')}</td></tr>`,
    )
    .join('');
  return `<main class="wide"><h1>Dev outbox</h1>
<p>Every message Sesame would have sent, newest first. Nothing here left this machine. Reload to see new ones.</p>
${
  entries.length
    ? `<table><thead><tr><th>Time</th><th>Channel</th><th>To</th><th>Code</th><th>Link</th><th>Message</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p><em>No messages yet.</em> Sign in on the <a href="/demo/">demo shop</a> to send one.</p>'
}</main>`;
}
