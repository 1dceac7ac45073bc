import type { FastifyInstance, FastifyReply } from 'fastify';
import { LINK_PATH } from '../../contract/paths';
import { maskPhone } from '../channels/phone/parsePhone';
import { deviceSummary } from '../channels/qr/deviceSummary';
import { SesameError } from '../errors/SesameError';
import { sendPage } from '../http/sendPage';
import { type HostTexts, hostTexts } from '../i18n/hostTexts';
import { requestLocale } from '../i18n/requestLocale';
import { type Html, html } from '../pages/html';
import { renderPage } from '../pages/renderPage';
import { requestDetails } from '../pages/requestDetails';
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
 * The magic link's landing page (docs/security.md "Magic links"): opening it (GET or HEAD, as mail
 * scanners do) changes nothing; its button (POST) completes the sign-in, once. Before the button
 * it says who asked (docs/security.md "Cross-device approvals"): a link forwarded by someone else
 * shows their device, not the reader's. It speaks the sign-in's language (docs/languages.md); a
 * link that matches nothing, the reader's browser's.
 */
export function linkRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { token: string } }>(
    `${LINK_PATH}/:token`,
    { schema: { params } },
    async (request, reply) => {
      const tx = await findLinkTransaction(services, request.params.token).catch(() => undefined);
      if (!tx) return expired(reply, browserTexts(request.headers['accept-language']));
      const say = hostTexts(tx.locale);
      const merchant = await services.apps.get(tx.app_id);
      const name = merchant?.name ?? '';
      const asked = await services.signInRequests.get(tx.id);
      const who = tx.identity_type === 'MOBILE' ? maskPhone(tx.identity) : maskEmail(tx.identity);
      const title = say.text('page.signInTo', { app: name });
      return page(
        reply,
        200,
        say,
        title,
        html`<main><h1>${title}</h1>
<p>${withMarkup(say.text('link.asked', { app: name }), { who: html`<strong dir="ltr">${who}</strong>` })}</p>
${requestDetails({ say, request: asked, requestedAt: tx.created_at, now: services.clock.now() })}
<p class="warn">${say.text('link.warn')}</p>
<form method="post"><button type="submit">${say.text('page.signIn')}</button></form></main>`,
      );
    },
  );

  app.post<{ Params: { token: string } }>(
    `${LINK_PATH}/:token`,
    { schema: { params } },
    async (request, reply) => {
      try {
        const tx = await completeLink(services, request.params.token);
        const say = hostTexts(tx.locale);
        const merchant = await services.apps.get(tx.app_id);
        const app = merchant?.name ?? '';
        const here = await continueHere(services, tx, merchant?.loginUri, request.headers['user-agent']);
        return page(
          reply,
          200,
          say,
          say.text('link.doneTitle'),
          html`<main><h1>${say.text('link.doneHeading')}</h1><p>${say.text('link.doneBody', { app })}</p>${
            here
              ? html`<p>${say.text('link.continueHere', { app })}</p>
<a class="button" id="continue-here" href="${here}">${say.text('qr.continue')}</a>`
              : ''
          }</main>`,
        );
      } catch (error) {
        if (error instanceof SesameError && error.code === 'link_invalid')
          return expired(reply, browserTexts(request.headers['accept-language']));
        throw error;
      }
    },
  );
}

/**
 * docs/widget.md "Sign-ins that come back to the page": the window that asked may be closed, so
 * the page offers to finish the sign-in here, with the sign-in's `asid`: on the page it began on
 * (server/signin/returnPage.ts), else on the app's login URI.
 * Offered only to what looks like the asking browser (its summary, as the page showed it); the
 * guarantee is the widget's: it reads the sign-in with its own state, which only the browser that
 * began it holds (docs/security.md "Magic links"), so the code never reaches another browser.
 */
async function continueHere(
  services: Services,
  tx: { id: string },
  loginUri: string | null | undefined,
  userAgent: string | undefined,
): Promise<string | null> {
  const asked = await services.signInRequests.get(tx.id);
  const page = asked?.return_page ?? loginUri;
  if (!page || asked?.device !== deviceSummary(userAgent)) return null;
  const url = new URL(page);
  url.searchParams.set('asid', tx.id);
  return url.toString();
}

function browserTexts(acceptLanguage: string | undefined): HostTexts {
  return hostTexts(requestLocale({ acceptLanguage }));
}

function expired(reply: FastifyReply, say: HostTexts) {
  return page(
    reply,
    400,
    say,
    say.text('link.expiredTitle'),
    html`<main><h1>${say.text('link.expiredHeading')}</h1><p>${say.text('link.expiredBody')}</p></main>`,
  );
}

/** A translated text with markup in some placeholders: the text is escaped, the markup is not. */
function withMarkup(text: string, markup: Record<string, Html>): Html {
  return html`${text.split(/(\{\w+\})/).map((piece) => {
    const value = markup[piece.slice(1, -1)];
    return value && /^\{\w+\}$/.test(piece) ? value : piece;
  })}`;
}

/**
 * `same-origin` (sendPage's default), not `no-referrer`: the link token must not leak in a
 * Referer, but the button's POST must carry the page's own Origin (a `null` one is refused).
 */
function page(reply: FastifyReply, status: number, say: HostTexts, title: string, body: Html) {
  return sendPage(reply, renderPage({ title, body, say }), { status });
}
