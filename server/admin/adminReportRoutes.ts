import type { FastifyInstance } from 'fastify';
import { ADMIN_API } from '../../contract/admin';
import { PROVIDER_STATUSES } from '../../contract/deliveryFallback';
import { responses } from '../http/schemas';
import type { Services } from '../Services';
import { anyObject, listOf } from './adminSchemas';
import { FUNNEL_MAX_DAYS, funnelSince } from './FunnelReads';
import { funnelView } from './funnelView';
import { requireAdmin } from './requireAdmin';

const AUDIT_LIMIT = 200;
const appFilter = { appId: { type: 'string', maxLength: 64 } } as const;
const text = { type: 'string' } as const;

/** One send as the Deliveries page reads it (contract/adminReports.ts DeliveryRow). */
const deliveryRowSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    key: text,
    appId: text,
    channel: text,
    status: { type: 'string', enum: ['sending', 'sent', 'failed'] },
    attempts: { type: 'integer' },
    providerId: text,
    error: text,
    transactionId: text,
    providerStatus: { type: 'string', enum: [...PROVIDER_STATUSES] },
    providerStatusAt: { type: 'string', format: 'date-time' },
    fallbackFrom: {
      type: 'object',
      additionalProperties: false,
      properties: { transactionId: text, key: text, channel: text },
      required: ['transactionId'],
    },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
  required: ['key', 'appId', 'channel', 'status', 'attempts', 'createdAt', 'updatedAt'],
} as const;

/** What the dashboard reads: funnels, deliveries and the audit log (docs/dashboard.md). */
export function adminReportRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { appId?: string; days?: number; includeDashboard?: boolean } }>(
    ADMIN_API.funnel,
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...appFilter,
            days: { type: 'integer', minimum: 1, maximum: FUNNEL_MAX_DAYS },
            includeDashboard: { type: 'boolean' },
          },
        },
        response: responses({
          type: 'object',
          properties: {
            shown: { type: 'array', items: anyObject },
            rows: { type: 'array', items: anyObject },
            oneTapShown: { type: 'array', items: anyObject },
          },
          required: ['shown', 'rows'],
        }),
      },
    },
    async (request) => {
      await requireAdmin(services, request);
      const { appId, includeDashboard = false } = request.query;
      const since = funnelSince(services.clock.now(), request.query.days ?? 14);
      const report = await services.funnelReads.report({ since, appId });
      return funnelView(services.funnelReads, report, { since, appId, includeDashboard });
    },
  );

  app.get<{ Querystring: { appId?: string; status?: string } }>(
    ADMIN_API.deliveries,
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...appFilter, status: { type: 'string', enum: ['sending', 'sent', 'failed'] } },
        },
        response: listOf(deliveryRowSchema),
      },
    },
    async (request) => {
      await requireAdmin(services, request);
      return { items: await services.deliveryReads.list(request.query) };
    },
  );

  app.get(ADMIN_API.audit, { schema: { response: listOf() } }, async (request) => {
    await requireAdmin(services, request);
    return { items: await services.auditLog.list(AUDIT_LIMIT) };
  });
}
