import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '../../contract/paths';
import { channelConfigFor, defaultUiConfig } from '../../server/apps/defaultConfig';
import { drainOnShutdown } from '../../server/http/drainOnShutdown';
import { type ApiClient, apiClient } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';
import { testDevice } from '../support/testDevice';

const SHOP = 'https://shop.lane.example';
const OTHER = 'https://other.lane.example';
/** The headers that make an answer what it is; the request id and the date differ per request. */
const COMPARED = [
  'content-type',
  'content-length',
  'vary',
  'access-control-allow-origin',
  'access-control-expose-headers',
  'x-content-type-options',
  'cache-control',
];

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/**
 * The merchant config answered from memory before Fastify (server/http/FastLane): a page load
 * whose facts are in memory gets the very answer the route gives, and anything the memory
 * answer is not sure of goes to the route. The lane sits on the server's request listener, so
 * these tests go over real HTTP; `app.inject` reaches the route alone and is the reference.
 */
describe('the merchant config from the fast lane', () => {
  let host: Host;
  let api: ApiClient;
  let state: string;

  beforeAll(async () => {
    host = await startHost();
    for (const [id, origin] of [
      ['lane', SHOP],
      ['other', OTHER],
    ] as const) {
      await host.services.apps.create({
        id,
        clientId: id,
        clientSecret: `${id}-secret-0123456789`,
        name: `Shop ${id}`,
        origins: [origin],
        uiConfig: defaultUiConfig(`Shop ${id}`),
        channelConfig: channelConfigFor(['EMAIL_LOGIN']),
      });
    }
    api = apiClient(host, { appId: 'lane', transport: 'fetch', headers: { origin: SHOP } });
    state = await api.state();
  });
  afterAll(() => host.close());

  const configPath = (query: string, forState = state) => `${API.merchantConfig}/${forState}?${query}`;

  async function overHttp(
    path: string,
    headers: Record<string, string> = {},
    method = 'GET',
  ): Promise<Answer> {
    const res = await fetch(`${host.url}${path}`, { method, headers });
    const body = withoutRequestId(await res.text());
    return { status: res.status, headers: compared((name) => res.headers.get(name)), body };
  }

  async function fromRoute(
    path: string,
    headers: Record<string, string> = {},
    method = 'GET',
  ): Promise<Answer> {
    const res = await host.app.inject({ method: method as 'GET', url: path, headers });
    const header = (name: string) => res.headers[name]?.toString() ?? null;
    return { status: res.statusCode, headers: compared(header), body: withoutRequestId(res.body) };
  }

  /** Asks twice over HTTP (the first fills the memory), and counts the route's app reads meanwhile. */
  async function warm(path: string, headers: Record<string, string> = {}, method = 'GET') {
    await overHttp(path, headers, method);
    const appReads = vi.spyOn(host.services.apps, 'get');
    const answer = await overHttp(path, headers, method);
    const reads = appReads.mock.calls.length;
    appReads.mockRestore();
    return { answer, reads, route: await fromRoute(path, headers, method) };
  }

  it('answers a page load from memory with the bytes and headers the route answers', async () => {
    const widgetQuery = new URLSearchParams({
      appId: 'lane',
      loginUri: `${SHOP}/account/login?next=%2Fcart`,
      origin: SHOP,
      deviceInfo: JSON.stringify({ userAgent: 'Mozilla/5.0 (Linux; Android 14)', screen: '390x844' }),
      isLoginPage: 'true',
      locale: 'en-IN',
      sdkPlatform: 'WEB',
    }).toString();
    for (const [query, headers] of [
      ['appId=lane', { origin: SHOP }],
      [widgetQuery, { origin: SHOP }],
      ['appId=lane', {}],
      ['appId=demo', { origin: host.url }],
    ] as const) {
      const { answer, reads, route } = await warm(configPath(query), headers);
      expect(reads, query).toBe(0);
      expect(answer.status).toBe(200);
      expect(answer).toEqual(route);
    }
  });

  it('gives the route every request it is not sure of, which answers as it always does', async () => {
    const cases: [string, Record<string, string>, string?][] = [
      [configPath('appId=nope'), { origin: SHOP }],
      [configPath('appId=lane', 'not-a-state'), { origin: SHOP }],
      [configPath('appId=lane', `${state.slice(0, -1)}x`), { origin: SHOP }],
      [configPath('appId=lane'), { origin: OTHER }],
      [configPath('appId=lane'), { origin: 'https://evil.example' }],
      [configPath('appId=lane&unknown=1'), { origin: SHOP }],
      [configPath('appId=lane&appId=other'), { origin: SHOP }],
      [configPath(`appId=lane&locale=${'x'.repeat(17)}`), { origin: SHOP }],
      [configPath('appId=lane&isLoginPage=yes'), { origin: SHOP }],
      [configPath('appId=lane&loginUri=%zz'), { origin: SHOP }],
      [configPath(''), { origin: SHOP }],
      [`${configPath('appId=lane').replace('?', '/?')}`, { origin: SHOP }],
      [configPath('appId=lane'), { origin: SHOP }, 'HEAD'],
    ];
    for (const [path, headers, method] of cases) {
      const { answer, reads, route } = await warm(path, headers, method);
      expect(answer, `${method ?? 'GET'} ${path} ${headers.origin}`).toEqual(route);
      // A GET the lane could answer does not reach the route; these all do (or fail before it).
      if (answer.status === 200 && method === undefined) expect(reads).toBeGreaterThan(0);
    }
  });

  it('leaves a request to the route when a memory answer fails', async () => {
    const path = configPath('appId=lane');
    await warm(path, { origin: SHOP });
    const peek = vi.spyOn(host.services.apps, 'peek').mockImplementation(() => {
      throw new Error('a fault in a memory answer');
    });
    try {
      const answer = await overHttp(path, { origin: SHOP });
      expect(peek).toHaveBeenCalled();
      expect(answer).toEqual(await fromRoute(path, { origin: SHOP }));
      expect(answer.status).toBe(200);
    } finally {
      peek.mockRestore();
    }
  });

  it('shows a change on the next page load: an edited app, a browser that just signed in', async () => {
    const path = configPath('appId=lane');
    await warm(path, { origin: SHOP });
    await host.services.apps.update('lane', { name: 'Shop renamed' });
    expect(JSON.parse((await overHttp(path, { origin: SHOP })).body).merchant.name).toBe('Shop renamed');

    const device = await testDevice(api, state);
    expect((await device.register()).status).toBe(200);
    expect(JSON.parse((await warm(path, { origin: SHOP })).answer.body).knownDevice).toBeUndefined();
    const intent = await api.intent(state, { channel: 'EMAIL_LOGIN', email: 'lane@example.com' });
    const otp = (await api.lastMessage('lane@example.com')).code ?? '';
    expect((await api.otp(state, intent.body.asId as string, otp)).status).toBe(200);
    expect(JSON.parse((await overHttp(path, { origin: SHOP })).body).knownDevice).toBe(true);
  });

  it('answers a status poll from memory as the route does, pending and then finished', async () => {
    const fresh = await api.state();
    const intent = await api.intent(fresh, { channel: 'EMAIL_LOGIN', email: 'poll@example.com' });
    const asId = intent.body.asId as string;
    const statusPath = (query: string, forState = fresh) => `${API.statusV3}/${forState}?${query}`;
    const polled = async (path: string, headers: Record<string, string> = { origin: SHOP }) => {
      await overHttp(path, headers);
      const reads = vi.spyOn(host.services.statusViews, 'get');
      const answer = await overHttp(path, headers);
      const count = reads.mock.calls.length;
      reads.mockRestore();
      return { answer, reads: count, route: await fromRoute(path, headers) };
    };
    const pending = await polled(statusPath(`appId=lane&asId=${asId}`));
    expect(pending.reads).toBe(0);
    expect(pending.answer).toEqual(pending.route);
    expect(JSON.parse(pending.answer.body).status).toBe('PENDING');
    expect(pending.answer.headers['cache-control']).toBe('no-store');

    const otp = (await api.lastMessage('poll@example.com')).code ?? '';
    expect((await api.otp(fresh, asId, otp)).status).toBe(200);
    const done = await polled(statusPath(`appId=lane&asId=${asId}`));
    expect(done.reads).toBe(0);
    expect(done.answer).toEqual(done.route);
    expect(JSON.parse(done.answer.body)).toMatchObject({ status: 'SUCCESS', code: expect.any(String) });

    for (const path of [
      statusPath(`appId=lane&asId=${asId}`, state),
      statusPath('appId=lane&asId=unknown'),
      statusPath('appId=lane'),
      statusPath(`appId=other&asId=${asId}`),
    ]) {
      const { answer, route } = await polled(path);
      expect(answer, path).toEqual(route);
      expect(answer.status).not.toBe(200);
    }
  });

  it('closes while the host drains, so every answer carries what Fastify adds then', async () => {
    let drain: ReturnType<typeof drainOnShutdown> | undefined;
    const draining = await startHost({ prepare: (app) => (drain = drainOnShutdown(app)) });
    try {
      const demo = apiClient(draining, { appId: 'demo', transport: 'fetch' });
      const path = configPath('appId=demo', await demo.state());
      for (let i = 0; i < 2; i++) expect((await fetch(`${draining.url}${path}`)).status).toBe(200);
      await drain?.start(0);
      const res = await fetch(`${draining.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('connection')).toBe('close');
    } finally {
      await draining.close();
    }
  });
});

function compared(header: (name: string) => string | null | undefined): Record<string, string | undefined> {
  return Object.fromEntries(COMPARED.map((name) => [name, header(name) ?? undefined]));
}

/** An error names its request's id, which differs per request. */
function withoutRequestId(body: string): string {
  return body.replace(/"requestId":"[^"]*"/, '"requestId":"-"');
}
