import type { FastifyInstance } from 'fastify';
import {
  TEST_MESSAGE_CHANNELS,
  TEST_MESSAGE_TEXT,
  type TestMessageChannel,
  type TestMessageResult,
} from '../../contract/adminApps';
import { parsePhone } from '../channels/phone/parsePhone';
import { emailDelivery } from '../delivery/emailDelivery';
import { sendChannelMessage } from '../delivery/sendChannelMessage';
import { SesameError } from '../errors/SesameError';
import { responses } from '../http/schemas';
import type { Services } from '../Services';
import { normalizeEmail } from '../signin/normalizeEmail';
import { idParams, listOf } from './adminSchemas';
import { providerStatus } from './providerStatus';
import { requireAdmin } from './requireAdmin';

type TestRoute = { Params: { id: string }; Body: { channel: TestMessageChannel; to: string } };

const refuse = (field: string, message: string) =>
  new SesameError('invalid_request', { message, details: { [field]: message } });

/** Where a test goes: an email address, or a phone number in E.164. */
function testAddress(channel: TestMessageChannel, raw: string): string {
  if (channel === 'EMAIL') {
    const email = normalizeEmail(raw);
    if (!email) throw refuse('to', `"${raw}" is not an email address.`);
    return email;
  }
  const phone = parsePhone(raw);
  if (!phone) throw refuse('to', `"${raw}" is not a phone number with its country code.`);
  return phone.e164;
}

/**
 * An app's message channels in the dashboard: which can send and from which settings, and a
 * test message through the real delivery path (recorded on the Deliveries page like any send).
 */
export function adminProviderRoutes(app: FastifyInstance, services: Services): void {
  const find = async (id: string) => {
    const found = await services.apps.get(id);
    if (!found) throw new SesameError('not_found', { message: `No app with id "${id}".` });
    return found;
  };

  app.get<{ Params: { id: string } }>(
    '/v1/admin/apps/:id/providers',
    { schema: { params: idParams('id'), response: listOf() } },
    async (request) => {
      await requireAdmin(services, request);
      return { items: providerStatus(services, await find(request.params.id)) };
    },
  );

  app.post<TestRoute>(
    '/v1/admin/apps/:id/test-message',
    {
      schema: {
        params: idParams('id'),
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            channel: { type: 'string', enum: [...TEST_MESSAGE_CHANNELS] },
            to: { type: 'string', minLength: 1, maxLength: 320 },
          },
          required: ['channel', 'to'],
        },
        response: responses({
          type: 'object',
          properties: { status: { type: 'string' }, error: { type: 'string' } },
          required: ['status'],
        }),
      },
    },
    async (request): Promise<TestMessageResult> => {
      const admin = await requireAdmin(services, request, 'admin');
      const found = await find(request.params.id);
      const { channel } = request.body;
      const text = TEST_MESSAGE_TEXT(found.name);
      const to = testAddress(channel, request.body.to);
      const send = async () => {
        if (channel === 'EMAIL') {
          const subject = `Sesame test message: ${found.name}`;
          await emailDelivery(services, { channel }).send({ appId: found.id, channel, to, subject, text });
          return;
        }
        const idempotencyKey = `test:${services.random.token(16)}`;
        await sendChannelMessage(services, { app: found, channel, to, text, idempotencyKey });
      };
      let result: TestMessageResult = { status: 'sent' };
      try {
        await send();
      } catch (error) {
        const cause = error instanceof SesameError && error.cause instanceof Error ? error.cause : error;
        result = { status: 'failed', error: cause instanceof Error ? cause.message : String(cause) };
      }
      await services.auditLog.add(
        { admin, action: 'app.test-message', target: found.id, after: { channel, to, ...result } },
        services.clock.now(),
      );
      return result;
    },
  );
}
