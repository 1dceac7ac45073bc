import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/paths';
import { SesameError } from '../errors/SesameError';
import { responses } from '../http/schemas';
import type { Services } from '../Services';

/** Events one page answers at most; `next` continues after the last. */
const PAGE = 100;
const BASIC = /^Basic ([A-Za-z0-9+/=]{1,600})$/;
const CURSOR = /^(\d{1,15})\.([A-Za-z0-9_-]{1,64})$/;

const eventSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    type: { type: 'string' },
    signInId: { type: 'string' },
    userId: { type: ['string', 'null'] },
    reason: { type: 'string' },
    createdAt: { type: 'string' },
  },
  required: ['id', 'type', 'signInId', 'userId', 'reason', 'createdAt'],
} as const;

/** The app of `Authorization: Basic base64(client_id:client_secret)` (RFC 6749 §2.3.1). */
async function merchantApp(services: Services, authorization: string | undefined) {
  const encoded = BASIC.exec(authorization ?? '')?.[1];
  const decoded = encoded ? Buffer.from(encoded, 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  const app =
    colon > 0
      ? await services.apps.authenticate(decoded.slice(0, colon), decoded.slice(colon + 1))
      : undefined;
  if (!app) throw new SesameError('invalid_client');
  return app;
}

/**
 * `GET /v1/merchant/events`: what happened to the app's sign-ins, oldest first, for the
 * merchant's server (client credentials, as for `POST /v1/merchant/token`). Today one type:
 * `signin.revoked` ("NOT ME", logout, a replayed code; server/signin/revokeSignIn). Page on
 * with `?after=` the answer's `next`.
 */
export function merchantEventsRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { after?: string } }>(
    API.merchantEvents,
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { after: { type: 'string', pattern: CURSOR.source } },
        },
        response: responses({
          type: 'object',
          properties: { events: { type: 'array', items: eventSchema }, next: { type: ['string', 'null'] } },
          required: ['events', 'next'],
        }),
      },
    },
    async (request, reply) => {
      const merchant = await merchantApp(services, request.headers.authorization);
      const [, at = '0', id = ''] = CURSOR.exec(request.query.after ?? '') ?? [];
      const rows = await services.signInEvents.list(merchant.id, { at: Number(at), id }, PAGE);
      const last = rows.at(-1);
      reply.header('Cache-Control', 'no-store');
      return {
        events: rows.map((row) => ({
          id: row.id,
          type: row.type,
          signInId: row.signin_id,
          userId: row.user_id,
          reason: row.reason,
          createdAt: new Date(Number(row.created_at)).toISOString(),
        })),
        next: last ? `${Number(last.created_at)}.${last.id}` : (request.query.after ?? null),
      };
    },
  );
}
