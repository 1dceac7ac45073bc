import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { FONT_FILES, FONTS_DIR } from '../../contract/fonts';
import { HOSTED_PATHS } from '../../contract/hostedPages';
import { staticCacheControl } from '../http/staticCacheControl';
import type { Services } from '../Services';

/** The demo shop and the design-review page's script: dev mode only. */
const DEV_ONLY = /^\/(demo(\/|$)|review\.js)/;

/**
 * The built widget and pages (`vite build` writes dist/): `/elements.js` and its chunks,
 * the demo shop at `/demo/`, the channel logos at `/assets/channels/<channel>.svg`
 * (build/channelLogoFiles.ts). Missing build output is a clear start-up error, not a 404 later.
 * The build writes brotli and gzip copies beside each file (build/precompress.ts); the one the
 * browser accepts is sent as it is, with `Content-Encoding`, `Vary: Accept-Encoding` and an ETag.
 * The hosted pages' fonts (contract/fonts.ts) are at `/fonts/…` and, for framed pages, at the auth
 * path's `/auth/fonts/…` too (spec §2).
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
    // Production serves no demo or design-review page (docs/security.md "Production fails closed", 2).
    allowedPath: (path) => services.config.mode === 'dev' || !DEV_ONLY.test(path),
    preCompressed: true,
    setHeaders: (res, path) => {
      if (/\.js(\.br|\.gz)?$/.test(path)) res.header('Access-Control-Allow-Origin', '*');
      res.header('Cache-Control', staticCacheControl(path));
    },
  });
  const fonts = new Set(FONT_FILES.map(({ file }) => file));
  app.get<{ Params: { file: string } }>(`${HOSTED_PATHS.authFlow}/${FONTS_DIR}/:file`, (request, reply) =>
    fonts.has(request.params.file)
      ? reply.sendFile(`${FONTS_DIR}/${request.params.file}`)
      : reply.callNotFound(),
  );
  app.get('/', (_request, reply) =>
    reply.redirect(services.config.mode === 'dev' ? '/demo/' : '/elements.js'),
  );
}
