import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/paths';
import type { DefaultParams } from '../../contract/wire';
import { whatsappSettings } from '../channels/providerSettings';
import { SesameError } from '../errors/SesameError';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import { hostTexts } from '../i18n/hostTexts';
import { visitorLocale } from '../i18n/requestLocale';
import type { Services } from '../Services';

/**
 * spec §7 `GET /v1/lp/merchant/support/ticket/{state}` (channel, token): the support action
 * opens a WhatsApp chat with the merchant's business number, prefilled.
 */
export function supportTicketRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { state: string }; Querystring: DefaultParams & { channel?: string } }>(
    `${API.supportTicket}/:state`,
    {
      schema: {
        params: stateParams,
        querystring: paramsSchema({ channel: { type: 'string', maxLength: 32 } }),
        response: responses({
          type: 'object',
          properties: { intent: { type: 'string' } },
          required: ['intent'],
        }),
      },
    },
    async (request, reply) => {
      const merchant = await requireApp(services, request, reply, request.query.appId);
      requireState(services, request.params.state);
      const { businessNumber } = whatsappSettings(services, merchant);
      if (!businessNumber) throw new SesameError('channel_not_configured');
      const say = hostTexts(visitorLocale(request, request.query.locale, merchant));
      const text = say.text('support.prefill', { app: merchant.name });
      return { intent: `https://wa.me/${businessNumber}?${new URLSearchParams({ text })}` };
    },
  );
}
