import { afterEach, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, expectErrorShape } from '../support/apiClient';
import { recordingServer } from '../support/recordingServer';
import { type Host, startHost } from '../support/startHost';

const NUMBER = '919876543217';

/**
 * docs/security.md "Only a send spends the budget": in production a channel with no provider
 * answers 503 `channel_not_configured` before the destination's send budget (60 s apart, 5 in
 * 10 minutes) is touched, so the number still gets its code once a provider is there.
 */
describe('a missing SMS or WhatsApp provider', () => {
  let host: Host | undefined;
  let provider: Awaited<ReturnType<typeof recordingServer>> | undefined;
  afterEach(async () => {
    await host?.close();
    await provider?.close();
    host = provider = undefined;
  });

  async function setup(): Promise<ApiClient> {
    provider = await recordingServer(() => ({ status: 201, json: { sid: 'SM1' } }));
    host = await startHost({
      listen: false,
      env: {
        SESAME_MODE: 'production',
        SESAME_SECRET: 'a-production-secret-of-at-least-32-chars',
        PUBLIC_URL: 'https://sesame.example',
        TWILIO_API_URL: provider.url,
      },
    });
    await host.services.apps.update('demo', { options: { countries: ['IN'] } });
    return apiClient(host);
  }
  const intent = async (api: ApiClient, channel: 'SMS' | 'WHATSAPP') =>
    api.intent(await api.state(), { channel, mobile: NUMBER });
  const addSmsProvider = () =>
    host!.services.apps.update('demo', {
      options: { countries: ['IN'], sms: { accountSid: 'AC1', authToken: 'token', from: '+15005550006' } },
    });

  it('costs nothing on SMS: the same number gets its code at once when the provider is added', async () => {
    const api = await setup();
    const refused = await intent(api, 'SMS');
    expect(refused.status).toBe(503);
    expect(expectErrorShape(refused).error).toBe('channel_not_configured');
    await addSmsProvider();
    const sent = await intent(api, 'SMS');
    expect(sent.status).toBe(200);
    expect(provider!.requests).toHaveLength(1);
  });

  it('costs nothing on WhatsApp: the number still gets an SMS code right after', async () => {
    const api = await setup();
    await addSmsProvider();
    const refused = await intent(api, 'WHATSAPP');
    expect(refused.status).toBe(503);
    expect(expectErrorShape(refused).error).toBe('channel_not_configured');
    expect((await intent(api, 'SMS')).status).toBe(200);
    expect(provider!.requests).toHaveLength(1);
  });
});
