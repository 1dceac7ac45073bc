import type { FastifyInstance } from 'fastify';
import { ID_TOKEN_TTL_S } from '../../contract/constants';
import { API } from '../../contract/paths';
import type { Services } from '../Services';
import { JWKS_MAX_AGE_S } from '../tokens/keyTiming';

/** Retired keys stay published until every token they signed has expired. */
const RETIRED_KEY_GRACE_MS = 2 * ID_TOKEN_TTL_S * 1000;

/** `GET /.well-known/jwks.json`: the public keys that verify ID tokens. */
export function jwksRoute(app: FastifyInstance, services: Services): void {
  app.get(API.jwks, async (_request, reply) => {
    reply.header('Cache-Control', `public, max-age=${JWKS_MAX_AGE_S}`);
    reply.header('Access-Control-Allow-Origin', '*');
    return services.keys.jwks(RETIRED_KEY_GRACE_MS);
  });
}
