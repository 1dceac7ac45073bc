import type { FastifyInstance } from 'fastify';
import { DELIVERY_API, type DeliveryReport } from '../../contract/deliveryFallback';
import type { DefaultParams, IntentResponse } from '../../contract/wire';
import { deliveryReport } from '../channels/fallback/deliveryReport';
import { startFallback } from '../channels/fallback/startFallback';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, stateParams } from '../http/schemas';
import type { Services } from '../Services';
import { startRequestedIntent } from '../signin/startRequestedIntent';
import { transactionFor } from '../signin/transactionFor';

const asIdProperty = { asId: { type: 'string', minLength: 1, maxLength: 64 } };

/**
 * Delivery status and automatic fallback (docs/channels.md "Delivery status and fallback"): a
 * sign-in's delivery report, and the next channel for the same number when the report offers one.
 * Both only for the browser that began the sign-in (its state).
 */
export function deliveryFallbackRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { state: string }; Querystring: DefaultParams & { asId: string } }>(
    `${DELIVERY_API.report}/:state`,
    { schema: { params: stateParams, querystring: paramsSchema(asIdProperty, ['asId']) } },
    async (request, reply): Promise<DeliveryReport> => {
      const merchant = await requireApp(services, request, reply, request.query.appId);
      const state = requireState(services, request.params.state);
      const tx = await transactionFor(services, merchant, state, request.query.asId);
      reply.header('Cache-Control', 'no-store');
      return deliveryReport(services, merchant, tx);
    },
  );

  app.post<{ Params: { state: string }; Body: DefaultParams & { asId: string } }>(
    `${DELIVERY_API.fallback}/:state`,
    { schema: { params: stateParams, body: paramsSchema(asIdProperty, ['asId']) } },
    async (request, reply): Promise<IntentResponse> => {
      const merchant = await requireApp(services, request, reply, request.body.appId);
      const state = requireState(services, request.params.state);
      return startRequestedIntent(services, request, merchant, (context) =>
        startFallback({ services, app: merchant, state, asId: request.body.asId, ...context }),
      );
    },
  );
}
