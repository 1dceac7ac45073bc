import type { FastifyInstance } from 'fastify';
import { SSO_PATHS } from '../../contract/sso';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { corsHeaders, headerRecord } from './answerHeaders';
import { isSameOrigin } from './isSameOrigin';

// DELETE and Authorization: a signed-in user's passkeys (server/routes/webauthnCredentialRoutes).
const ALLOWED_METHODS = 'GET, POST, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, X-Request-Id';
const PREFLIGHT_MAX_AGE_S = '600';

/**
 * CORS only for origins some app registered. Preflights carry no app id, so they are
 * answered for any registered origin; each call then checks its own app (requireApp).
 */
export function registerCorsHooks(app: FastifyInstance, services: Services): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined || isSameOrigin(services, request)) return;
    // A provider's form_post answer (Apple) is a cross-site POST to the SSO callback, which is
    // bound to the sign-in by its state and the browser's cookie instead (server/sso/finishSso).
    if (request.method === 'POST' && request.url.startsWith(`${SSO_PATHS.callback}/`)) return;
    const known = await services.apps.isKnownOrigin(origin);
    reply.headers(headerRecord(corsHeaders(origin, known)));
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      if (!known) throw new SesameError('origin_not_allowed');
      reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
      reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_S);
      return reply.code(204).send();
    }
    if (!known && request.method !== 'GET' && request.method !== 'HEAD')
      throw new SesameError('origin_not_allowed');
    return;
  });
}
