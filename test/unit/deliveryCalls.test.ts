import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_API } from '../../contract/deliveryFallback';
import { createApiClient } from '../../services/api/apiClient';
import { memoryStorage } from '../../services/storage/keyValueStorage';

/** The widget's delivery calls (docs/channels.md "Delivery status and fallback"). */
describe('delivery report and fallback calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the report, takes the fallback, and later calls carry the new sign-in', async () => {
    const calls: { url: URL; method: string; body: Record<string, unknown> | null }[] = [];
    const answers: unknown[] = [
      {
        channel: 'WHATSAPP',
        status: 'FAILED',
        fallback: { channel: 'SMS', reason: 'failed' },
        fallbackFrom: null,
      },
      {
        channel: 'SMS',
        intent: null,
        asId: 'as_sms',
        communicationMode: 'SMS',
        otpLength: 6,
        resendAfter: 60,
      },
      {
        channel: 'SMS',
        intent: null,
        asId: 'as_sms',
        communicationMode: 'SMS',
        otpLength: 6,
        resendAfter: 60,
      },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({
          url: new URL(url),
          method: init.method ?? 'GET',
          body: init.body ? JSON.parse(String(init.body)) : null,
        });
        return new Response(JSON.stringify(answers.shift()), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const api = createApiClient({
      appId: 'shop',
      baseUrl: 'https://auth.example.com',
      origin: 'https://auth.example.com',
      storage: memoryStorage({ state: 'st_1' }),
      collectDevice: false,
      report: () => {},
      onEvent: () => {},
    });
    const report = await api.getDelivery!('as_wa');
    expect(report).toMatchObject({ ok: true, data: { fallback: { channel: 'SMS' } } });
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.url.pathname).toBe(`${DELIVERY_API.report}/st_1`);
    expect(calls[0]!.url.searchParams.get('asId')).toBe('as_wa');

    expect(await api.startFallback!('as_wa')).toMatchObject({ ok: true, data: { asId: 'as_sms' } });
    expect(calls[1]!.method).toBe('POST');
    expect(calls[1]!.url.pathname).toBe(`${DELIVERY_API.fallback}/st_1`);
    expect(calls[1]!.body).toMatchObject({ appId: 'shop', asId: 'as_wa' });

    await api.createIntent({ channel: 'SMS', mobile: '919876543210', resend: true });
    expect(calls[2]!.body).toMatchObject({ channel: 'SMS', resend: true, asId: 'as_sms' });
  });
});
