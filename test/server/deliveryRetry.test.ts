import { afterEach, describe, expect, it } from 'vitest';
import { DELIVERY_ATTEMPTS } from '../../contract/channelConstants';
import { sendChannelMessage } from '../../server/delivery/sendChannelMessage';
import { type ApiClient, apiClient, expectErrorShape } from '../support/apiClient';
import { freePort } from '../support/freePort';
import { type Answer, type RecordedRequest, recordingServer } from '../support/recordingServer';
import { type Host, startHost } from '../support/startHost';

/**
 * docs/security.md "Reliability": a provider that times out or errors gets bounded retries with
 * backoff, one request never becomes two messages, and the user reads a clear error within 10 s.
 */
describe('delivery failures', () => {
  let host: Host | undefined;
  let provider: Awaited<ReturnType<typeof recordingServer>> | undefined;
  afterEach(async () => {
    await host?.close();
    await provider?.close();
    host = provider = undefined;
  });

  async function setup(answers: (r: RecordedRequest, i: number) => Answer, apiUrl?: string) {
    provider = await recordingServer(answers);
    host = await startHost({
      listen: false,
      env: {
        SESAME_MODE: 'production',
        SESAME_SECRET: 'a-production-secret-of-at-least-32-chars',
        PUBLIC_URL: 'https://sesame.example',
        TWILIO_API_URL: apiUrl ?? provider.url,
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM: '+15005550006',
        SMS_COUNTRIES: 'IN',
      },
    });
    await host.services.apps.update('demo', { options: {} });
    return apiClient(host);
  }
  const sms = async (api: ApiClient, mobile: string) =>
    api.intent(await api.state(), { channel: 'SMS', mobile });

  it('retries a 5xx with backoff and sends the message once it is accepted', async () => {
    const api = await setup((_r, i) => (i < 2 ? { status: 503 } : { status: 201, json: { sid: 'SM1' } }));
    const res = await sms(api, '919876543210');
    expect(res.status).toBe(200);
    expect(provider!.requests).toHaveLength(3);
    expect(new Set(provider!.requests.map((r) => r.body)).size).toBe(1);
  });

  it('gives up after a bounded number of attempts with a clear error, well within 10 s', async () => {
    const api = await setup(() => ({ status: 500 }));
    const started = performance.now();
    const res = await sms(api, '919876543211');
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(res.status).toBe(502);
    expect(expectErrorShape(res)).toMatchObject({
      error: 'delivery_failed',
      message: 'We could not send the message. Please try again.',
    });
    expect(provider!.requests).toHaveLength(DELIVERY_ATTEMPTS);
  });

  it('does not retry a timeout (the message may be on its way) and answers within 10 s', async () => {
    const api = await setup(() => 'hang');
    const started = performance.now();
    const res = await sms(api, '919876543212');
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(res.status).toBe(502);
    expect(provider!.requests).toHaveLength(1);
  });

  it('does not retry a 4xx the provider refused for good', async () => {
    const api = await setup(() => ({ status: 400, json: { code: 21211, message: 'Invalid To' } }));
    expect((await sms(api, '919876543213')).status).toBe(502);
    expect(provider!.requests).toHaveLength(1);
  });

  it('retries when the provider cannot be reached at all, then fails', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const api = await setup(() => ({ status: 201 }), closed);
    const res = await sms(api, '919876543214');
    expect(res.status).toBe(502);
  });

  it('sends one message for one idempotency key, however often it is asked', async () => {
    await setup(() => ({ status: 201, json: { sid: 'SM1' } }));
    const app = (await host!.services.apps.get('demo'))!;
    const message = {
      app,
      channel: 'SMS' as const,
      to: '+919876543215',
      text: 'hello',
      idempotencyKey: 'tx-1:send-1',
    };
    await Promise.all([
      sendChannelMessage(host!.services, message),
      sendChannelMessage(host!.services, message),
    ]);
    await sendChannelMessage(host!.services, message);
    expect(provider!.requests).toHaveLength(1);
  });

  it('in production, refuses a channel with no provider configured, with a readable error', async () => {
    provider = await recordingServer(() => ({ status: 201 }));
    host = await startHost({
      listen: false,
      env: {
        SESAME_MODE: 'production',
        SESAME_SECRET: 'a-production-secret-of-at-least-32-chars',
        PUBLIC_URL: 'https://sesame.example',
      },
    });
    await host.services.apps.update('demo', { options: { countries: ['IN'] } });
    const res = await sms(apiClient(host), '919876543216');
    expect(res.status).toBe(503);
    expect(expectErrorShape(res).error).toBe('channel_not_configured');
  });
});
