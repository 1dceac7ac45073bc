import type { FastifyRequest } from 'fastify';
import type { App } from '../apps/App';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';

/**
 * The page a ceremony is begun on, and the relying party id that follows from it: the page's
 * hostname. It must be one of the app's registered origins, or the host's own (the hosted page),
 * so passkeys work both on the hosted page and on a merchant's origin.
 */
export function pageOrigin(
  services: Services,
  app: App,
  request: FastifyRequest,
): { origin: string; rpId: string } {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') {
    throw new SesameError('invalid_request', { details: { origin: 'This field is required.' } });
  }
  if (!isPasskeyOrigin(services, app, origin)) throw new SesameError('origin_not_allowed');
  return { origin, rpId: new URL(origin).hostname };
}

export function isPasskeyOrigin(services: Services, app: App, origin: string): boolean {
  return app.origins.includes(origin) || origin === services.issuer;
}
