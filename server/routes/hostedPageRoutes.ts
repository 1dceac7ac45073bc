import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toExactOrigin } from '../../contract/ExactOrigin';
import { HOSTED_PATHS, PARENT_ORIGIN_PARAM } from '../../contract/hostedPages';
import { SesameError } from '../errors/SesameError';
import { sendPage } from '../http/sendPage';
import { hostTexts } from '../i18n/hostTexts';
import { requestLocale } from '../i18n/requestLocale';
import { hostedPageHtml } from '../pages/hostedPageHtml';
import type { Services } from '../Services';

type Query = { appId: string; [PARENT_ORIGIN_PARAM]?: string } & Record<string, string>;

/** The page reads the URL parameters of spec §2 itself; the host needs only the app and the parent. */
const querystring = {
  type: 'object',
  properties: {
    appId: { type: 'string', minLength: 1, maxLength: 128 },
    [PARENT_ORIGIN_PARAM]: { type: 'string', maxLength: 2048 },
  },
  required: ['appId'],
  additionalProperties: { type: 'string', maxLength: 2048 },
} as const;

/**
 * The hosted pages (docs/architecture.md §1, spec §2): `/loginPage.html` (the full-page login) and
 * `/auth` (the auth flow: full page, in a merchant's iframe, or headless). The page is told the
 * app's registered origins and the parent origin the embedding page named, only when it is one
 * of them; `frame-ancestors` lets only those origins frame it (docs/security.md).
 */
export function hostedPageRoutes(app: FastifyInstance, services: Services): void {
  for (const path of [HOSTED_PATHS.loginPage, HOSTED_PATHS.authFlow]) {
    app.get<{ Querystring: Query }>(path, { schema: { querystring, hide: true } }, async (request, reply) => {
      const merchant = await services.apps.get(request.query.appId);
      if (!merchant) throw new SesameError('unknown_app');
      const requested = toExactOrigin(request.query[PARENT_ORIGIN_PARAM]);
      const parentOrigin = requested && merchant.origins.includes(requested) ? requested : null;
      const nonce = randomBytes(16).toString('base64');
      const say = hostTexts(
        requestLocale({
          locale: request.query.locale,
          appLocale: merchant.options.locale,
          acceptLanguage: request.headers['accept-language'],
        }),
      );
      const page = hostedPageHtml({
        title: say.text('page.signInTo', { app: merchant.name }),
        say,
        nonce,
        config: { appId: merchant.id, origins: merchant.origins, parentOrigin },
      });
      // docs/security.md: `frame-ancestors` lists exactly the app's registered origins ('none' without).
      return sendPage(reply, page, {
        nonce,
        ownScripts: true,
        widget: true,
        frameAncestors: merchant.origins,
        referrer: 'strict-origin-when-cross-origin',
      });
    });
  }
}
