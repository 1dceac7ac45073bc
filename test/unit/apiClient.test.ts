import { describe, expect, it, vi } from 'vitest';
import { RETURN_PAGE_MAX_LENGTH } from '../../contract/constants';
import { FALLBACK_ERROR_MESSAGE } from '../../contract/errors';
import { createApiClient } from '../../services/api/apiClient';
import { memoryStorage } from '../../services/storage/keyValueStorage';

interface Seen {
  method: string;
  url: URL;
  body: Record<string, unknown> | undefined;
  contentType: string | null;
}

/** A fetch that records each request and answers from a list of responses, in order. */
function fakeFetch(...responses: Array<Response | (() => never)>) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    seen.push({
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      contentType: headers.get('Content-Type'),
    });
    const next = responses.shift();
    if (!next) throw new Error('unexpected request');
    return typeof next === 'function' ? next() : next;
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const base = {
  appId: 'demo',
  locale: 'en',
  baseUrl: 'https://sesame.test',
  origin: 'https://shop.test',
  platform: 'Desktop',
} as const;

describe('apiClient', () => {
  it('fetches the state once with the app id, stores it under sesame.state and appends it to later paths', async () => {
    const storage = memoryStorage();
    const { fetch, seen } = fakeFetch(
      json({ state: 'st_1' }),
      json({ mid: 'm' }),
      json({ status: 'PENDING', isCrossDevice: false }),
    );
    const api = createApiClient({ ...base, fetch, storage });
    await Promise.all([api.getMerchantConfig(), api.getStatus('as_1')]);
    expect(seen.map((r) => r.url.pathname)).toEqual([
      '/v2/state',
      '/v2/lp/merchant/config/st_1',
      '/v3/lp/user/transaction/status/st_1',
    ]);
    expect(seen[0]?.url.searchParams.get('appId')).toBe('demo');
    expect(storage.get('state')).toBe('st_1');
  });

  it('shares the state and the merchant config in flight between two clients of the page (the early calls)', async () => {
    const storage = memoryStorage();
    const { fetch, seen } = fakeFetch(json({ state: 'st_2' }), json({ mid: 'm' }));
    const early = createApiClient({ ...base, fetch, storage, collectDevice: false });
    const floater = createApiClient({ ...base, fetch, storage });
    const first = early.getMerchantConfig();
    const [a, b] = await Promise.all([first, floater.getMerchantConfig()]);
    expect(a).toEqual({ ok: true, data: { mid: 'm' } });
    expect(b).toEqual(a);
    // Just answered: a client that asks now gets the same answer, not a second request.
    expect(await floater.getMerchantConfig()).toEqual(a);
    expect(seen.map((r) => r.url.pathname)).toEqual(['/v2/state', '/v2/lp/merchant/config/st_2']);
  });

  it('does not keep a failed merchant config: the next call asks again', async () => {
    const { fetch, seen } = fakeFetch(
      json({ error: 'server_error', message: 'down' }, 503),
      json({ mid: 'm' }),
    );
    const api = createApiClient({ ...base, fetch, storage: memoryStorage({ state: 'st_3' }) });
    expect((await api.getMerchantConfig()).ok).toBe(false);
    expect(await api.getMerchantConfig()).toEqual({ ok: true, data: { mid: 'm' } });
    expect(seen).toHaveLength(2);
  });

  it('uses a stored state without asking for one', async () => {
    const { fetch, seen } = fakeFetch(json({ status: 'PENDING', isCrossDevice: false }));
    const api = createApiClient({ ...base, fetch, storage: memoryStorage({ state: 'st_9' }) });
    const result = await api.getStatus('as_1');
    expect(result).toEqual({ ok: true, data: { status: 'PENDING', isCrossDevice: false } });
    expect(seen[0]?.url.pathname).toBe('/v3/lp/user/transaction/status/st_9');
  });

  it('sends GET parameters as a query string with the default set, booleans as text and nothing undefined', async () => {
    const { fetch, seen } = fakeFetch(
      json({ user: {}, token: 't', asId: 'as_1', webauthnRegistered: false }),
    );
    const api = createApiClient({ ...base, fetch, storage: memoryStorage({ state: 'st' }) });
    await api.verifyCode('c0de', 'as_1');
    const request = seen[0];
    expect(request?.method).toBe('GET');
    expect(request?.body).toBeUndefined();
    expect(request?.url.pathname).toBe('/v2/lp/user/transaction/code/st');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      origin: 'https://shop.test',
      appId: 'demo',
      platform: 'Desktop',
      sdkPlatform: 'JS',
      isLoginPage: 'false',
      locale: 'en',
      code: 'c0de',
      asId: 'as_1',
    });
  });

  it('sends POST parameters as a JSON body with the default set, and remembers the asId of an intent', async () => {
    const intent = {
      channel: 'OTP_LINK',
      intent: null,
      asId: 'as_7',
      communicationMode: 'EMAIL',
      resendAfter: 60,
    };
    const { fetch, seen } = fakeFetch(json(intent), json({ code: 'c' }));
    const api = createApiClient({ ...base, fetch, storage: memoryStorage({ state: 'st' }) });
    await api.createIntent({ channel: 'OTP_LINK', email: 'ada@example.com', resend: true });
    expect(seen[0]?.url.search).toBe('');
    expect(seen[0]?.contentType).toBe('application/json');
    expect(seen[0]?.body).toEqual({
      origin: 'https://shop.test',
      appId: 'demo',
      platform: 'Desktop',
      sdkPlatform: 'JS',
      isLoginPage: false,
      locale: 'en',
      channel: 'OTP_LINK',
      email: 'ada@example.com',
      resend: true,
    });
    await api.verifyOtp({ otp: '123456', email: 'ada@example.com', asId: 'as_7' });
    expect(seen[1]?.url.pathname).toBe('/v1/user/transaction/otp/st');
    expect(seen[1]?.body).toMatchObject({ otp: '123456', email: 'ada@example.com', asId: 'as_7' });
  });

  it('names the page an intent begins on, unless its address is too long to send', async () => {
    const intent = { channel: 'GMAIL', intent: 'x', asId: 'as_8', communicationMode: 'LINK', resendAfter: 0 };
    const page = 'https://shop.test/products/kettle?colour=red';
    for (const [href, returnPage] of [
      [page, page],
      [`${page}&utm=${'x'.repeat(RETURN_PAGE_MAX_LENGTH)}`, undefined],
    ] as const) {
      vi.stubGlobal('location', { href, origin: 'https://shop.test' });
      try {
        const { fetch, seen } = fakeFetch(json(intent));
        const api = createApiClient({ ...base, fetch, storage: memoryStorage({ state: 'st' }) });
        await api.createIntent({ channel: 'GMAIL' });
        expect(seen[0]?.body?.returnPage).toBe(returnPage);
      } finally {
        vi.unstubAllGlobals();
      }
    }
  });

  it.each([
    [{ description: 'd', message: 'm', error: 'e' }, 'd'],
    [{ message: 'm', error: 'e' }, 'm'],
    [{ error: 'e' }, 'e'],
    [{}, FALLBACK_ERROR_MESSAGE],
    ['not json', FALLBACK_ERROR_MESSAGE],
  ])('takes the failure message from description, then message, then error (%j)', async (body, message) => {
    const response =
      typeof body === 'string'
        ? new Response(body, { status: 500 })
        : json(body, 400, { 'X-Request-Id': 'req_42' });
    const { fetch } = fakeFetch(response);
    const api = createApiClient({ ...base, fetch, storage: memoryStorage({ state: 'st' }) });
    const result = await api.getMerchantConfig();
    expect(result).toMatchObject({ ok: false, message });
    if (typeof body !== 'string') expect(result).toMatchObject({ status: 400, requestId: 'req_42' });
  });

  it('returns a failure object instead of throwing when the network fails', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClient({ ...base, fetch, storage: memoryStorage() });
    expect(await api.getState()).toEqual({ ok: false, message: FALLBACK_ERROR_MESSAGE, status: 0 });
  });

  it('drops a state the host no longer accepts and retries once with a fresh one', async () => {
    const storage = memoryStorage({ state: 'old' });
    const invalid = () =>
      json({ statusCode: 400, error: 'invalid_state', message: 'This sign-in has no valid state.' }, 400);
    const { fetch, seen } = fakeFetch(invalid(), json({ state: 'new' }), json({ mid: 'm' }));
    const api = createApiClient({ ...base, fetch, storage });
    expect(await api.getMerchantConfig()).toEqual({ ok: true, data: { mid: 'm' } });
    expect(seen.map((r) => r.url.pathname)).toEqual([
      '/v2/lp/merchant/config/old',
      '/v2/state',
      '/v2/lp/merchant/config/new',
    ]);
    expect(storage.get('state')).toBe('new');
  });

  it('fails when the state response carries no state', async () => {
    const { fetch } = fakeFetch(json({}));
    const api = createApiClient({ ...base, fetch, storage: memoryStorage() });
    expect(await api.getMerchantConfig()).toMatchObject({ ok: false, message: FALLBACK_ERROR_MESSAGE });
  });
});
