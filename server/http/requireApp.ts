import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../apps/App';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { isSameOrigin } from './isSameOrigin';

/**
 * The app a widget-facing call names, after checking that the calling page may use it: a
 * cross-site caller must be one of the app's registered origins, exactly (docs/security.md).
 */
export async function requireApp(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  appId: string | undefined,
): Promise<App> {
  const app = appId ? await services.apps.get(appId) : undefined;
  if (!app) throw new SesameError('unknown_app');
  const origin = request.headers.origin;
  if (origin !== undefined && !isSameOrigin(services, request) && !app.origins.includes(origin)) {
    reply.removeHeader('access-control-allow-origin');
    throw new SesameError('origin_not_allowed');
  }
  return app;
}
