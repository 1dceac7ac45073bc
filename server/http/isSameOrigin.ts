import type { FastifyRequest } from 'fastify';
import type { Services } from '../Services';

/** Whether the request comes from a page served by this host (hosted pages, the demo). */
export function isSameOrigin(services: Services, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === services.issuer || origin === `${request.protocol}://${request.host}`;
}
