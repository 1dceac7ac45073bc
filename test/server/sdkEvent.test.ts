import { describe, expect, it } from 'vitest';
import { SDK_EVENT_RATE, SDK_EVENT_RETENTION_MS } from '../../contract/constants';
import { API } from '../../contract/paths';
import type { SdkEventRequest } from '../../contract/sessionWire';
import { purgeExpired } from '../../server/maintenance/purgeExpired';
import { createApp, expectErrorShape, type Json } from '../support/apiClient';
import { fakeClockHost } from '../support/fakeClockHost';

const EVENT: SdkEventRequest = {
  appId: 'demo',
  sdk_version: '0.0.1',
  event_name: 'SDK_IN_IFRAME_INTENT_CREATED',
  platform: 'WEBSDK',
  inid: 'in-1',
  tsid: 'ts-1',
  waId: 'wa-1',
  event_params: {
    product: 'FLOATER',
    sdkPlatform: 'JS',
    qr_ref_id: 'qr-1',
    host: 'shop.example',
    device: 'ANDROID',
    deviceInfo: { browser: 'Chrome', cores: 8 },
    extraParams: { channel: 'WHATSAPP' },
  },
};

/** spec §3 SDK events, stored by the host (a POST; see server/routes/sdkEventRoute.ts). */
describe('SDK events', () => {
  const env = fakeClockHost();
  const send = (body: unknown, contentType = 'application/json', path: string = API.sdkEvent) =>
    env.api.request({
      method: 'POST',
      url: path,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': contentType },
    });
  const stored = () => env.host.services.sdkEvents.list('demo', 1000);

  it('stores an event sent as JSON, with its fields and parameters', async () => {
    const res = await send(EVENT);
    expect(res.status).toBe(204);
    const [row] = await stored();
    expect(row).toMatchObject({
      app_id: 'demo',
      event_name: 'SDK_IN_IFRAME_INTENT_CREATED',
      sdk_version: '0.0.1',
      platform: 'WEBSDK',
      inid: 'in-1',
      tsid: 'ts-1',
      wa_id: 'wa-1',
      received_at: env.clock.now(),
    });
    expect(JSON.parse(row!.params!)).toEqual(EVENT.event_params);
  });

  it('takes a beacon: text/plain carrying JSON, with or without the state segment', async () => {
    const state = await env.api.state();
    expect((await send(EVENT, 'text/plain;charset=UTF-8')).status).toBe(204);
    expect(
      (await send({ ...EVENT, event_name: 'SDK_INITIALIZED' }, 'text/plain', `${API.sdkEvent}/${state}`))
        .status,
    ).toBe(204);
    expect((await stored()).map((e) => e.event_name).sort()).toEqual([
      'SDK_INITIALIZED',
      'SDK_IN_IFRAME_INTENT_CREATED',
    ]);
  });

  it('reads text/plain on this route only', async () => {
    const state = await env.api.state();
    const other = await env.api.request({
      method: 'POST',
      url: `${API.intent}/${state}`,
      payload: JSON.stringify({ appId: 'demo', channel: 'EMAIL_LOGIN', email: 'a@example.com' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(other.status).toBe(415);
  });

  it.each<[string, unknown, string, number, string]>([
    ['broken JSON', '{"appId":', 'application/json', 400, 'invalid_json'],
    ['broken JSON in a beacon', 'not json', 'text/plain', 400, 'invalid_json'],
    [
      'a name without the SDK_ prefix',
      { ...EVENT, event_name: 'INITIALIZED' },
      'application/json',
      400,
      'invalid_request',
    ],
    ['an unknown field', { ...EVENT, secret: 1 }, 'application/json', 400, 'invalid_request'],
    [
      'an unknown parameter',
      { ...EVENT, event_params: { colour: 'red' } },
      'text/plain',
      400,
      'invalid_request',
    ],
    [
      'a missing version',
      { appId: 'demo', event_name: 'SDK_TIMEOUT' },
      'application/json',
      400,
      'invalid_request',
    ],
    ['an over-long field', { ...EVENT, inid: 'x'.repeat(300) }, 'application/json', 400, 'invalid_request'],
    ['another media type', 'a=b', 'application/xml', 415, 'unsupported_media_type'],
    ['a huge body', { ...EVENT, inid: 'x'.repeat(20_000) }, 'text/plain', 413, 'payload_too_large'],
    ['an unknown app', { ...EVENT, appId: 'nope' }, 'application/json', 401, 'unknown_app'],
  ])(
    'answers %s with a 4xx in the spec error shape and stores nothing',
    async (_name, body, type, status, error) => {
      const res = await send(body, type);
      expect(res.status).toBe(status);
      expect(expectErrorShape(res).error).toBe(error);
      expect(await stored()).toEqual([]);
    },
  );

  it('is never a GET: a GET changes nothing', async () => {
    const res = await env.api.request({
      method: 'GET',
      url: API.sdkEvent,
      query: { appId: 'demo', sdk_version: '0.0.1', event_name: 'SDK_TIMEOUT' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await stored()).toEqual([]);
  });

  it(`limits each app and client address to ${SDK_EVENT_RATE.max} events a window, with Retry-After`, async () => {
    for (let i = 0; i < SDK_EVENT_RATE.max; i++) expect((await send(EVENT, 'text/plain')).status).toBe(204);
    const limited = await send(EVENT, 'text/plain');
    expect(limited.status).toBe(429);
    expect(expectErrorShape(limited).error).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another app from the same address has its own allowance.
    await createApp(env.host, 'shop');
    expect((await send({ ...EVENT, appId: 'shop' })).status).toBe(204);
    expect(await stored()).toHaveLength(SDK_EVENT_RATE.max);
    env.clock.advance(SDK_EVENT_RATE.windowMs);
    expect((await send(EVENT)).status).toBe(204);
  });

  it('refuses a cross-site beacon from an origin the app did not register', async () => {
    await createApp(env.host, 'shop', { origins: ['https://shop.example'] });
    const from = (origin: string) =>
      env.api.request({
        method: 'POST',
        url: API.sdkEvent,
        payload: JSON.stringify({ ...EVENT, appId: 'shop' } satisfies Json),
        headers: { 'content-type': 'text/plain', origin },
      });
    expect((await from('https://shop.example')).status).toBe(204);
    expect((await from('https://evil.example')).status).toBe(403);
  });

  it(`removes events older than ${SDK_EVENT_RETENTION_MS / 86_400_000} days`, async () => {
    await send(EVENT);
    env.clock.advance(SDK_EVENT_RETENTION_MS - 1);
    await send({ ...EVENT, event_name: 'SDK_TIMEOUT' });
    env.clock.advance(2);
    await purgeExpired(env.host.services);
    expect((await stored()).map((e) => e.event_name)).toEqual(['SDK_TIMEOUT']);
  });
});
