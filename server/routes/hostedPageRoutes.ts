import type { FastifyInstance } from 'fastify';
import { toExactOrigin } from '../../contract/ExactOrigin';
import { HOSTED_PATHS, PARENT_ORIGIN_PARAM } from '../../contract/hostedPages';
import { SesameError } from '../errors/SesameError';
import { sendHostedPage } from '../http/sendHostedPage';
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
      const page = {
        merchant,
        locale: request.query.locale,
        acceptLanguage: request.headers['accept-language'],
        parentOrigin,
      };
      // docs/security.md: `frame-ancestors` lists exactly the app's registered origins ('none' without).
      return sendHostedPage(reply, page, {
        frameAncestors: merchant.origins,
        referrer: 'strict-origin-when-cross-origin',
      });
    });
  }
}
