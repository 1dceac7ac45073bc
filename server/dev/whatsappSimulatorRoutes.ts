import type { FastifyInstance } from 'fastify';
import { whatsappSettings } from '../channels/providerSettings';
import { SesameError } from '../errors/SesameError';
import { sendPage } from '../http/sendPage';
import { renderPage } from '../pages/renderPage';
import type { Services } from '../Services';
import { DEMO_APP_ID } from './seedDemoApp';
import { simulateWhatsAppMessage } from './simulateWhatsAppMessage';
import { META_STATUS_WORDS, type MetaStatusWord, simulateWhatsAppStatus } from './whatsappDeliveryStatus';
import { whatsappPhonePage } from './whatsappPhonePage';

/** A made-up Indian mobile number the simulator sends from unless the person changes it. */
const DEV_SENDER = '919800000001';

const sendBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    from: { type: 'string', minLength: 6, maxLength: 24, pattern: '^\\+?[0-9 ]+$' },
    text: { type: 'string', minLength: 1, maxLength: 4096 },
    to: { type: 'string', maxLength: 24, pattern: '^\\+?[0-9 ]*$' },
  },
  required: ['from', 'text'],
} as const;

const statusBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    to: { type: 'string', minLength: 6, maxLength: 24, pattern: '^\\+?[0-9 ]+$' },
    status: { type: 'string', enum: META_STATUS_WORDS },
  },
  required: ['to', 'status'],
} as const;

const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    to: { type: 'string', maxLength: 24, pattern: '^\\+?[0-9]*$' },
    text: { type: 'string', maxLength: 1024 },
    from: { type: 'string', maxLength: 24, pattern: '^\\+?[0-9]*$' },
    device: { type: 'string', enum: ['android', 'web'] },
  },
} as const;

/**
 * docs/architecture.md §5 `POST /dev/whatsapp/send` `{ from, text }` plays a user sending a
 * WhatsApp message (through the real, signed webhook route), and `GET /dev/whatsapp` is a
 * phone-like page with the prefilled message and a Send button (`device=android`: a phone with
 * the merchant's Android app, where one-tap templates autofill). `POST /dev/whatsapp/status`
 * `{ to, status }` reports the latest message to `to` as Meta's status webhook would (`failed`: it
 * never arrived, so the sign-in offers the next channel). Dev mode only.
 */
export function whatsappSimulatorRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Body: { from: string; text: string; to?: string } }>(
    '/dev/whatsapp/send',
    { schema: { body: sendBody } },
    async (request, reply) => {
      const result = await simulateWhatsAppMessage(app, services, request.body);
      return reply
        .code(result.status === 200 ? 200 : 502)
        .send({ delivered: result.status === 200, ...result });
    },
  );

  app.post<{ Body: { to: string; status: MetaStatusWord } }>(
    '/dev/whatsapp/status',
    { schema: { body: statusBody } },
    async (request, reply) => {
      const result = await simulateWhatsAppStatus(app, services, request.body);
      if (!result)
        throw new SesameError('not_found', { details: { to: 'No WhatsApp message went to this number.' } });
      return reply
        .code(result.status === 200 ? 200 : 502)
        .send({ recorded: result.status === 200, ...result });
    },
  );

  app.get<{ Querystring: { to?: string; text?: string; from?: string; device?: 'android' | 'web' } }>(
    '/dev/whatsapp',
    { schema: { querystring: pageQuery } },
    async (request, reply) => {
      const demo = await services.apps.get(DEMO_APP_ID);
      const to =
        request.query.to?.replace(/[^0-9]/g, '') ||
        (demo && whatsappSettings(services, demo).businessNumber) ||
        '';
      const nonce = services.random.token(16);
      const body = whatsappPhonePage({
        to,
        text: request.query.text ?? '',
        from: request.query.from?.replace(/[^0-9]/g, '') || DEV_SENDER,
        nonce,
        android: request.query.device === 'android',
      });
      return sendPage(reply, renderPage({ title: 'WhatsApp (dev simulator)', body }), {
        nonce,
        callsHost: true,
      });
    },
  );
}
