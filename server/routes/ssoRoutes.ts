import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SSO_MODES,
  SSO_PATHS,
  SSO_PROVIDER_IDS,
  SSO_RESULT_MESSAGE,
  type SsoMode,
  type SsoResultMessage,
} from '../../contract/sso';
import { SesameError } from '../errors/SesameError';
import { sendPage } from '../http/sendPage';
import { type HostTexts, hostTexts } from '../i18n/hostTexts';
import { requestLocale } from '../i18n/requestLocale';
import { type Html, html } from '../pages/html';
import { renderPage } from '../pages/renderPage';
import type { Services } from '../Services';
import { beginSso } from '../sso/beginSso';
import { callbackPage } from '../sso/callbackPage';
import { finishSso, type SsoOutcome } from '../sso/finishSso';
import { readSsoCookie } from '../sso/ssoCookie';

const startParams = {
  type: 'object',
  additionalProperties: false,
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } },
  required: ['token'],
} as const;
/** Only the mode: no redirect target of any kind is taken from the URL (docs/security.md: no open redirect). */
const startQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { mode: { type: 'string', enum: SSO_MODES } },
} as const;
const callbackParams = {
  type: 'object',
  additionalProperties: false,
  properties: { provider: { type: 'string', enum: Object.values(SSO_PROVIDER_IDS) } },
  required: ['provider'],
} as const;
/**
 * Providers add parameters of their own to the callback (Google's `authuser`, `hd`, `prompt`;
 * Apple's `user`), so unknown ones are accepted as short strings and ignored: nothing here
 * decides where the browser goes next; that was fixed when the sign-in began.
 */
const callbackInput = {
  type: 'object',
  properties: { state: { type: 'string', maxLength: 512 }, code: { type: 'string', maxLength: 4096 } },
  additionalProperties: { type: 'string', maxLength: 4096 },
  maxProperties: 32,
} as const;

type CallbackRequest = FastifyRequest<{
  Params: { provider: string };
  Querystring: Record<string, string>;
  Body: Record<string, string> | undefined;
}>;

/**
 * Single sign-on: the start URL the widget opens, and every provider's callback. Both are GETs
 * that change state because they are navigations (a popup or the page itself): each works once,
 * only with its unguessable start token or with the flow's state and the browser's cookie.
 */
export function ssoRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { token: string }; Querystring: { mode?: SsoMode } }>(
    `${SSO_PATHS.start}/:token`,
    { schema: { params: startParams, querystring: startQuery } },
    async (request, reply) => {
      try {
        const { location, setCookie } = await beginSso(services, {
          startToken: request.params.token,
          mode: request.query.mode ?? 'popup',
          browserSecret: readSsoCookie(services, request.headers.cookie),
        });
        return secure(reply).header('Set-Cookie', setCookie).redirect(location, 302);
      } catch (error) {
        if (!(error instanceof SesameError)) throw error;
        request.log.info({ code: error.code }, 'sso start refused');
        const say = hostTexts(requestLocale({ acceptLanguage: request.headers['accept-language'] }));
        return sendPage(
          reply,
          renderPage({ title: say.text('sso.expiredTitle'), body: expiredBody(error, say), say }),
          {
            status: error.status,
            referrer: 'no-referrer',
          },
        );
      }
    },
  );

  const callback = async (request: CallbackRequest, reply: FastifyReply) => {
    const params = new URLSearchParams(request.method === 'POST' ? (request.body ?? {}) : request.query);
    const outcome = await finishSso(services, {
      providerId: request.params.provider,
      params,
      browserSecret: readSsoCookie(services, request.headers.cookie),
      log: (reason, cause) =>
        request.log.info({ err: cause, provider: request.params.provider }, `sso: ${reason}`),
    });
    // The popup's page speaks the sign-in's language, else the browser's (docs/languages.md).
    const tx = outcome.flow && (await services.transactions.get(outcome.flow.transaction_id));
    const say = hostTexts(
      tx?.locale ?? requestLocale({ acceptLanguage: request.headers['accept-language'] }),
    );
    return respond(reply, outcome, say);
  };
  const schema = { params: callbackParams, querystring: callbackInput };
  app.get(`${SSO_PATHS.callback}/:provider`, { schema }, callback);
  // Apple answers with response_mode=form_post.
  app.post(`${SSO_PATHS.callback}/:provider`, { schema: { ...schema, body: callbackInput } }, callback);
}

/**
 * Redirect mode goes back to the URI fixed at the start with the code (or the error) and the
 * sign-in's `asid`, so the widget on that page finishes the sign-in itself when this browser
 * began it (docs/widget.md "Sign-ins that come back to the page"); popup mode shows the page
 * that tells its opener. The asId is no secret: only the browser holding the sign-in's state can
 * read or finish it (docs/security.md "Magic links").
 */
function respond(reply: FastifyReply, outcome: SsoOutcome, say: HostTexts) {
  const flow = outcome.flow;
  if (flow?.mode === 'redirect' && flow.return_uri) {
    const url = new URL(flow.return_uri);
    if (outcome.code) url.searchParams.set('code', outcome.code);
    else url.searchParams.set('error', outcome.error ?? 'sso_failed');
    url.searchParams.set('asid', flow.transaction_id);
    return secure(reply).redirect(url.toString(), 303);
  }
  const message: SsoResultMessage | undefined = flow && {
    type: SSO_RESULT_MESSAGE,
    asId: flow.transaction_id,
    status: outcome.status,
    ...(outcome.error ? { error: outcome.error } : {}),
  };
  const nonce = randomBytes(16).toString('base64url');
  const page = callbackPage({
    message,
    targetOrigin: flow?.return_origin ?? undefined,
    scriptNonce: nonce,
    say,
  });
  return sendPage(reply, page, {
    status: outcome.status === 'SUCCESS' ? 200 : 400,
    nonce,
    referrer: 'no-referrer',
  });
}

/** The callback URL carries the code and state: never cached, never sent on as a Referer. */
function secure(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
}

function expiredBody(error: SesameError, say: HostTexts): Html {
  const text = say.text(error.code === 'transaction_not_found' ? 'sso.used' : 'sso.unavailable');
  return html`<main><h1>${say.text('sso.expiredTitle')}</h1><p>${text} ${say.text('sso.failedBody')}</p></main>`;
}
