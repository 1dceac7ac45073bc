import type { FastifyInstance } from 'fastify';
import { isChannel } from '../../contract/channels';
import { channelLogoSvg } from '../assets/channelLogoSvg';

/** Each drawing is made once per process. */
const drawn = new Map<string, string | undefined>();

/**
 * `/assets/channels/<channel>.svg` (the channel code in lower case, e.g. `whatsapp.svg`,
 * `email_login.svg`): the channel logos the merchant configuration and the headless channel
 * list point at. An unknown name is a 404 in the error shape (spec §8).
 */
export function channelLogoRoute(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/assets/channels/:file', async (request, reply) => {
    const code = /^([a-z0-9_]+)\.svg$/.exec(request.params.file)?.[1]?.toUpperCase() ?? '';
    if (!drawn.has(code)) drawn.set(code, isChannel(code) ? channelLogoSvg(code) : undefined);
    const svg = drawn.get(code);
    if (!svg) return reply.callNotFound();
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Access-Control-Allow-Origin', '*')
      .send(svg);
  });
}
