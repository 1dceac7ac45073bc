import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Services } from '../Services';

/**
 * docs/architecture.md §4: the OpenAPI description is generated from the routes' own schemas, so it
 * cannot drift from what the host validates. Served at `/openapi.json`.
 *
 * The routes are noted as they are added; @fastify/swagger (with the YAML library it loads) is
 * loaded by the first request for the description, which it writes from those routes registered
 * again on an instance of their own: a start no longer pays for a document few hosts are asked for.
 */
export async function openApiRoute(app: FastifyInstance, services: Services): Promise<void> {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    // Fastify adds each GET's HEAD again on the describing instance (and @fastify/swagger leaves
    // HEAD routes out of the document).
    if (route.method !== 'HEAD') routes.push(route);
  });
  let description: Promise<unknown> | undefined;
  app.get('/openapi.json', { schema: { hide: true } }, async () => {
    description ??= describeRoutes(routes, services.issuer).catch((error: unknown) => {
      description = undefined;
      throw error;
    });
    return description;
  });
}

async function describeRoutes(routes: RouteOptions[], issuer: string): Promise<unknown> {
  const [{ default: Fastify }, { default: fastifySwagger }] = await Promise.all([
    import('fastify'),
    import('@fastify/swagger'),
  ]);
  const describing = Fastify({ logger: false });
  // It only describes: nothing is validated or answered on this instance.
  describing.setValidatorCompiler(() => () => true);
  describing.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await describing.register(fastifySwagger, {
    openapi: {
      info: { title: 'Sesame provider host', version: '0.1.0' },
      servers: [{ url: issuer }],
    },
  });
  for (const route of routes) {
    describing.route({
      method: route.method,
      url: route.url,
      schema: route.schema,
      config: route.config,
      handler: async () => undefined,
    });
  }
  await describing.ready();
  const document = describing.swagger();
  await describing.close();
  return document;
}
