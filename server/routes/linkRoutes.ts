import type { FastifyInstance, FastifyReply } from 'fastify';
import { LINK_PATH } from '../../services/contract/paths';
import { maskPhone } from '../channels/phone/parsePhone';
import { escapeHtml } from '../delivery/emailMessage';
import { SesameError } from '../errors/SesameError';
import { renderPage } from '../pages/renderPage';
import type { Services } from '../Services';
import { completeLink, findLinkTransaction } from '../signin/completeLink';
import { maskEmail } from '../signin/normalizeEmail';

const params = {
  type: 'object',
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } },
  required: ['token'],
} as const;

/**
 * The magic link's landing page (SECURITY.md "Magic links"): opening it (GET or HEAD, as mail
 * scanners do) changes nothing; its button (POST) completes the sign-in, once.
 */
export function linkRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { token: string } }>(
    `${LINK_PATH}/:token`,
    { schema: { params } },
    async (request, reply) => {
      const tx = await findLinkTransaction(services, request.params.token).catch(() => undefined);
      if (!tx) return sendPage(reply, 400, 'Link expired', invalidBody());
      const merchant = await services.apps.get(tx.app_id);
      const name = escapeHtml(merchant?.name ?? 'this site');
      return sendPage(
        reply,
        200,
        `Sign in to ${merchant?.name ?? 'this site'}`,
        `<main><h1>Sign in to ${name}</h1>
<p>Confirm that you want to sign in as <strong>${escapeHtml(tx.identity_type === 'MOBILE' ? maskPhone(tx.identity) : maskEmail(tx.identity))}</strong>. The sign-in finishes in the window where you started it.</p>
<form method="post"><button type="submit">Sign in</button></form></main>`,
      );
    },
  );

  app.post<{ Params: { token: string } }>(
    `${LINK_PATH}/:token`,
    { schema: { params } },
    async (request, reply) => {
      try {
        const tx = await completeLink(services, request.params.token);
        const merchant = await services.apps.get(tx.app_id);
        return sendPage(
          reply,
          200,
          'Signed in',
          `<main><h1>You're signed in</h1><p>Go back to the window where you started: ${escapeHtml(
            merchant?.name ?? 'the site',
          )} finishes signing you in there. You can close this tab.</p></main>`,
        );
      } catch (error) {
        if (error instanceof SesameError && error.code === 'link_invalid')
          return sendPage(reply, 400, 'Link expired', invalidBody());
        throw error;
      }
    },
  );
}

function invalidBody(): string {
  return '<main><h1>This link has expired</h1><p>Sign-in links work once and for 10 minutes. Go back to the site and ask for a new one.</p></main>';
}

/**
 * `same-origin`, not `no-referrer`: the link token must not leak in a Referer, but the
 * button's POST must carry the page's own Origin (a `null` one is refused as cross-site).
 */
function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'same-origin')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .type('text/html; charset=utf-8')
    .send(renderPage({ title, body }));
}
