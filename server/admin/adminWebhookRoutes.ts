import type { FastifyInstance } from 'fastify';
import { type AdminWebhookDelivery, WEBHOOK_EVENTS, type WebhookEvent } from '../../contract/webhooks';
import { parseHttpUrl } from '../cli/parseHttpUrl';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { addWebhookEndpoint, resendDelivery } from '../webhooks/manageEndpoints';
import type { DeliveryRow } from '../webhooks/WebhookDeliveryStore';
import { anyObject, idParams, okResponse } from './adminSchemas';
import { checked } from './checked';
import { requireAdmin } from './requireAdmin';

const LOG_LIMIT = 100;
type AppRoute = { Params: { id: string } };
const addBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    url: { type: 'string', minLength: 1, maxLength: 2048 },
    events: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', enum: [...WEBHOOK_EVENTS] },
    },
  },
  required: ['url', 'events'],
} as const;
const answer = { 200: anyObject } as const;

const deliveryView = (d: DeliveryRow): AdminWebhookDelivery => ({
  id: d.id,
  messageId: d.message_id,
  endpointId: d.endpoint_id,
  event: d.event as WebhookEvent,
  status: d.status as AdminWebhookDelivery['status'],
  attempts: d.attempts,
  ...(d.last_status == null ? {} : { lastStatus: d.last_status }),
  ...(d.last_error == null ? {} : { lastError: d.last_error }),
  createdAt: new Date(Number(d.created_at)).toISOString(),
});

/**
 * An app's webhooks in the dashboard (docs/webhooks.md, docs/dashboard.md "Webhooks"): the
 * endpoints and their delivery log; adding (the secret is shown once), removing and resending,
 * as the apps tool does, each written to the audit log.
 */
export function adminWebhookRoutes(app: FastifyInstance, services: Services): void {
  const findApp = async (id: string) => {
    if (!(await services.apps.get(id)))
      throw new SesameError('not_found', { message: `No app with id "${id}".` });
  };

  app.get<AppRoute>(
    '/v1/admin/apps/:id/webhooks',
    { schema: { params: idParams('id'), response: answer } },
    async (request) => {
      await requireAdmin(services, request);
      await findApp(request.params.id);
      const endpoints = await services.webhookEndpoints.list(request.params.id);
      const deliveries = await services.webhookDeliveries.log(request.params.id, LOG_LIMIT);
      return {
        endpoints: endpoints.map(({ id, url, events, createdAt }) => ({
          id,
          url,
          events,
          createdAt: new Date(createdAt).toISOString(),
        })),
        deliveries: deliveries.map(deliveryView),
      };
    },
  );

  app.post<AppRoute & { Body: { url: string; events: WebhookEvent[] } }>(
    '/v1/admin/apps/:id/webhooks',
    { schema: { params: idParams('id'), body: addBody, response: answer } },
    async (request) => {
      const admin = await requireAdmin(services, request, 'admin');
      const appId = request.params.id;
      await findApp(appId);
      const url = checked('url', () => parseHttpUrl(request.body.url, 'The webhook URL'));
      const endpoint = await addWebhookEndpoint(services, { appId, url, events: request.body.events });
      await services.auditLog.add(
        {
          admin,
          action: 'webhook.add',
          target: appId,
          after: { endpoint: endpoint.id, url, events: endpoint.events },
        },
        services.clock.now(),
      );
      return { id: endpoint.id, secret: endpoint.secret };
    },
  );

  app.delete<{ Params: { id: string; endpoint: string } }>(
    '/v1/admin/apps/:id/webhooks/:endpoint',
    { schema: { params: idParams('id', 'endpoint'), response: okResponse } },
    async (request) => {
      const admin = await requireAdmin(services, request, 'admin');
      const { id, endpoint } = request.params;
      if (!(await services.webhookEndpoints.remove(id, endpoint)))
        throw new SesameError('not_found', { message: `App "${id}" has no webhook endpoint ${endpoint}.` });
      await services.auditLog.add(
        { admin, action: 'webhook.remove', target: id, before: { endpoint } },
        services.clock.now(),
      );
      return { ok: true };
    },
  );

  app.post<{ Params: { id: string; delivery: string } }>(
    '/v1/admin/apps/:id/webhook-deliveries/:delivery/resend',
    { schema: { params: idParams('id', 'delivery'), response: answer } },
    async (request) => {
      const admin = await requireAdmin(services, request, 'admin');
      const { id, delivery } = request.params;
      const again = await resendDelivery(services, id, delivery);
      if (!again)
        throw new SesameError('not_found', { message: `App "${id}" has no webhook delivery ${delivery}.` });
      await services.auditLog.add(
        {
          admin,
          action: 'webhook.resend',
          target: id,
          after: { delivery: again.id, message: again.messageId },
        },
        services.clock.now(),
      );
      return again;
    },
  );
}
