import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES, SDK_EVENT_PARAMS_MAX_BYTES, SDK_EVENT_RATE } from '../../contract/constants';
import { API } from '../../contract/paths';
import type { SdkEventRequest } from '../../contract/sessionWire';
import { SesameError } from '../errors/SesameError';
import { requireApp } from '../http/requireApp';
import { paramsSchema, responses } from '../http/schemas';
import type { Services } from '../Services';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const bag = { type: 'object', maxProperties: 32 } as const;

/** spec §3 SDK event. Names are spec §7's analytics names with their SDK_ (or SDK_IN_IFRAME_) prefix. */
const eventBody = paramsSchema(
  {
    sdk_version: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z.+-]+$' },
    event_name: { type: 'string', maxLength: 100, pattern: '^SDK_[A-Z0-9_]{1,90}$' },
    platform: text(32),
    inid: text(256),
    tsid: text(256),
    waId: text(256),
    event_params: {
      type: 'object',
      additionalProperties: false,
      properties: {
        product: text(64),
        sdkPlatform: text(32),
        qr_ref_id: text(256),
        host: text(256),
        device: text(32),
        deviceInfo: { anyOf: [text(4096), bag] },
        extraParams: bag,
      },
    },
  },
  ['sdk_version', 'event_name'],
);

const accepted = { 204: { type: 'null' } } as const;

/**
 * spec §3, §7 analytics: the widget's SDK events, stored for the app. Deviation: spec §7 sends
 * them as a GET with a query string, but GET never changes state here (docs/security.md), so they are
 * a POST, which `navigator.sendBeacon` can send as the page goes away. A beacon without a CORS
 * preflight can only carry a text/plain body, so this route alone also reads text/plain, as JSON
 * under the same size limit and the same schema. The state segment is optional: events fire
 * before the widget has a state, and the state plays no part here.
 *
 * Each app and client address may send SDK_EVENT_RATE.max events a window, so the table cannot
 * be used to fill the disk; failures never matter to the widget, which ignores them.
 */
export async function sdkEventRoute(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      scope.getDefaultJsonParser('error', 'error'),
    );
    const options = {
      schema: {
        params: {
          type: 'object',
          additionalProperties: false,
          properties: { state: { type: 'string', minLength: 1, maxLength: 128 } },
        },
        body: eventBody,
        response: { ...responses({ type: 'object' }), ...accepted },
      },
    };
    for (const path of [API.sdkEvent, `${API.sdkEvent}/:state`])
      scope.post<{ Body: SdkEventRequest }>(path, options, async (request, reply) => {
        await requireApp(services, request, reply, request.body.appId);
        const now = services.clock.now();
        const key = `sdk-event:${services.hasher.hash('sdk-event-rate', `${request.body.appId}\u0000${request.ip}`)}`;
        const hit = await services.throttles.hit(key, { minGapMs: 0, ...SDK_EVENT_RATE }, now);
        if (!hit.allowed) throw new SesameError('rate_limited', { retryAfter: hit.retryAfterS });
        const event = request.body;
        const params = event.event_params ? JSON.stringify(event.event_params) : null;
        if (params !== null && Buffer.byteLength(params) > SDK_EVENT_PARAMS_MAX_BYTES)
          throw new SesameError('payload_too_large');
        await services.sdkEvents.add({
          app_id: event.appId,
          event_name: event.event_name,
          sdk_version: event.sdk_version,
          platform: event.platform ?? null,
          inid: event.inid ?? null,
          tsid: event.tsid ?? null,
          wa_id: event.waId ?? null,
          params,
          received_at: now,
        });
        return reply.code(204).send();
      });
  });
}
