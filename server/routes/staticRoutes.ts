import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../Services';

/**
 * The built widget and pages (`vite build` writes dist/): `/elements.js` and its chunks,
 * the demo shop at `/demo/`. Missing build output is a clear start-up error, not a 404 later.
 */
export async function staticRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const root = resolve(services.config.distDir);
  if (!existsSync(resolve(root, 'elements.js'))) {
    throw new Error(`The widget is not built: ${root}/elements.js is missing. Run "npm run build" first.`);
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    redirect: true,
    wildcard: true,
    setHeaders: (res, path) => {
      if (path.endsWith('.js')) res.header('Access-Control-Allow-Origin', '*');
      res.header(
        'Cache-Control',
        path.includes('/chunks/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', (_request, reply) =>
    reply.redirect(services.config.mode === 'dev' ? '/demo/' : '/elements.js'),
  );
}
