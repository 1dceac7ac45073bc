import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../Services';

/**
 * docs/architecture.md §4: the OpenAPI description is generated from the routes' own schemas, so it
 * cannot drift from what the host validates. Served at `/openapi.json`.
 */
export async function openApiRoute(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Sesame provider host', version: '0.1.0' },
      servers: [{ url: services.issuer }],
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
