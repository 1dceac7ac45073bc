import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_ERROR_MESSAGE } from '../../contract/fallbackError';
import { API } from '../../contract/paths';
import type { ApiFailure } from '../../services/api/ApiResult';
import { announceFailure } from '../../services/api/announceFailure';
import { createApiClient } from '../../services/api/apiClient';
import { apiErrorEventName } from '../../services/api/apiErrorEvent';
import { memoryStorage } from '../../services/storage/keyValueStorage';
import { type Host, startHost } from '../support/startHost';

/** A real HTTP server answering every request with the next status and body of a list. */
let server: Server;
let serverUrl = '';
const answers: Array<{ status: number; body: string }> = [];
beforeAll(async () => {
  server = createServer((_req, res) => {
    const next = answers.shift() ?? { status: 500, body: '' };
    res.writeHead(next.status, { 'Content-Type': 'application/json', 'X-Request-Id': 'req-12345678' });
    res.end(next.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(baseUrl: string, appId = 'demo') {
  const errors: Array<{ failure: ApiFailure; path: string }> = [];
  const events: string[] = [];
  const reports: string[] = [];
  const api = createApiClient({
    appId,
    baseUrl,
    origin: baseUrl,
    storage: memoryStorage({ state: 'st_1' }),
    collectDevice: false,
    onError: (failure, path) => errors.push({ failure, path }),
    onEvent: (name) => events.push(name),
    report: (_failure, path) => reports.push(path),
  });
  return { api, errors, events, reports };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('API failures (spec §8)', () => {
  it('takes the message from description, then message, then error, else the fallback text', async () => {
    const bodies = [
      { description: 'from description', message: 'm', error: 'e' },
      { message: 'from message', error: 'e' },
      { error: 'from_error' },
      {},
    ];
    const { api } = client(serverUrl);
    const messages: string[] = [];
    for (const body of bodies) {
      answers.push({ status: 400, body: JSON.stringify(body) });
      const result = await api.getMerchantConfig();
      messages.push(result.ok ? 'ok' : result.message);
    }
    answers.push({ status: 502, body: 'not json' });
    const broken = await api.getMerchantConfig();
    expect(messages).toEqual(['from description', 'from message', 'from_error', FALLBACK_ERROR_MESSAGE]);
    expect(broken).toMatchObject({
      ok: false,
      status: 502,
      message: FALLBACK_ERROR_MESSAGE,
      requestId: 'req-12345678',
    });
  });

  it('calls the error handler, fires the event named after path and status, and reports, once per failure', async () => {
    const { api, errors, events, reports } = client(serverUrl);
    answers.push({ status: 429, body: JSON.stringify({ message: 'Slow down' }) });
    const result = await api.verifyOtp({ otp: '123456', asId: 'as_1', email: 'a@b.c' });
    await settle();
    expect(result).toEqual({ ok: false, status: 429, message: 'Slow down', requestId: 'req-12345678' });
    expect(errors).toEqual([{ failure: result, path: API.otp }]);
    expect(events).toEqual([`auth-api-error:${API.otp}:429`]);
    expect(reports).toEqual([API.otp]);
  });

  it('names a request that never got an answer with status 0', async () => {
    const { api, events } = client('http://127.0.0.1:9');
    const result = await api.getMerchantConfig();
    await settle();
    expect(result).toMatchObject({ ok: false, status: 0, message: FALLBACK_ERROR_MESSAGE });
    expect(events).toEqual([apiErrorEventName(API.merchantConfig, 0)]);
  });

  it('dispatches the event on window by default', () => {
    const seen: string[] = [];
    const target = new EventTarget();
    const previous = globalThis.dispatchEvent;
    globalThis.dispatchEvent = (event: Event) => {
      seen.push(event.type);
      return target.dispatchEvent(event);
    };
    try {
      announceFailure('/v1/x', { ok: false, status: 500, message: 'm' }, { report: () => {} });
    } finally {
      globalThis.dispatchEvent = previous;
    }
    expect(seen).toEqual(['auth-api-error:/v1/x:500']);
  });
});

describe('against the real host', () => {
  let host: Host;
  beforeAll(async () => {
    host = await startHost();
  });
  afterAll(() => host.close());

  it('accepts every default parameter the client sends, on GET and POST', async () => {
    const api = createApiClient({
      appId: 'demo',
      baseUrl: host.url,
      origin: host.url,
      storage: memoryStorage({ uid: 'usr_1', inId: 'in_1', tsId: 'ts_1' }),
      collectDevice: false,
      urlParams: { ref_id: 'r', qrToken: 'q', nonce: 'n', hasWhatsapp: 'false', package: 'p', token: 't' },
      metadata: { a: 1 },
      report: () => {},
      onEvent: () => {},
    });
    const config = await api.getMerchantConfig();
    expect(config.ok).toBe(true);
    const intent = await api.createIntent({ channel: 'EMAIL_LOGIN', email: 'ada@example.com' });
    expect(intent.ok, JSON.stringify(intent)).toBe(true);
  });

  it("returns the host's unknown-app message with its request id", async () => {
    const { api, errors } = client(host.url, 'no_such_app');
    const result = await api.getMerchantConfig();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.message.length).toBeGreaterThan(0);
    expect(result.requestId).toMatch(/\S{8,}/);
    expect(errors.map((e) => e.path)).toEqual([API.merchantConfig]);
  });
});
