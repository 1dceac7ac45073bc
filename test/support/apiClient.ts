import type { Channel } from '../../contract/channels';
import { API, LINK_PATH } from '../../contract/paths';
import type { ErrorBody } from '../../contract/wire';
import type { App } from '../../server/apps/App';
import { channelConfigFor, configuredChannels } from '../../server/apps/defaultConfig';
import type { Clock } from '../../server/crypto/Clock';
import type { OutboxEntry } from '../../server/stores/OutboxStore';
import type { Host } from './startHost';

/** A time source the test moves by hand: `overrides: { clock }`, then `clock.advance(ms)`. */
export interface FakeClock extends Clock {
  t: number;
  advance(ms: number): void;
}

export function fakeClock(start = Date.UTC(2030, 0, 1)): FakeClock {
  const clock: FakeClock = {
    t: start,
    now: () => clock.t,
    advance: (ms) => {
      clock.t += ms;
    },
  };
  return clock;
}

/** One answer, the same whether it came over HTTP (fetch) or in-process (inject). */
export interface Reply<T = unknown> {
  status: number;
  headers: Record<string, string | undefined>;
  /** Parsed JSON when the answer is JSON, otherwise undefined. */
  body: T;
  text: string;
}

/** Loosely typed JSON body: tests read success and error fields from the same answer. */
// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field in the tests
export type Json = Record<string, any>;

export interface RawRequest {
  method: 'GET' | 'POST' | 'HEAD' | 'OPTIONS' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON unless `payload` is given. */
  json?: unknown;
  /** Sent as is (broken JSON, other media types); set content-type in `headers`. */
  payload?: string;
  headers?: Record<string, string>;
}

export interface ApiClient {
  host: Host;
  appId: string;
  request<T = Json>(req: RawRequest): Promise<Reply<T>>;
  /** `GET /v2/state`: a fresh browser secret. */
  state(): Promise<string>;
  intent(state: string, body: Json): Promise<Reply<Json>>;
  otp(state: string, asId: string, otp: string, extra?: Json): Promise<Reply<Json>>;
  status(state: string, asId: string, version?: 'v1' | 'v3'): Promise<Reply<Json>>;
  verifyCode(state: string, code: string, version?: 'v2' | 'v3'): Promise<Reply<Json>>;
  redirectUri(state: string, code: string, redirectURI?: string): Promise<Reply<Json>>;
  merchantToken(body: Json): Promise<Reply<Json>>;
  /** Dev outbox for one address, newest first. */
  outbox(to: string): Promise<OutboxEntry[]>;
  /** The newest message to `to`; fails the test when there is none. */
  lastMessage(to: string): Promise<OutboxEntry>;
  /** state → intent → OTP from the outbox: the started sign-in, not yet verified. */
  startEmail(
    email: string,
    channel?: string,
  ): Promise<{ state: string; asId: string; otp: string; link?: string }>;
  /** A whole email OTP sign-in: the sign-in's one-time code for the merchant. */
  signIn(email: string): Promise<{ state: string; asId: string; code: string }>;
}

/**
 * A small client for the provider host's widget-facing calls (spec §7): the state goes last
 * in the path, GET parameters in the query, POST parameters in a JSON body, `appId` always.
 * `transport: 'fetch'` goes over real HTTP (the host must listen); `inject` stays in-process.
 */
export function apiClient(
  host: Host,
  options: { appId?: string; transport?: 'fetch' | 'inject'; headers?: Record<string, string> } = {},
): ApiClient {
  const appId = options.appId ?? 'demo';
  const transport = options.transport ?? 'inject';

  async function request<T = Json>(req: RawRequest): Promise<Reply<T>> {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) qs.set(k, String(v));
    const url = qs.size ? `${req.url}?${qs}` : req.url;
    const headers: Record<string, string> = { ...options.headers, ...req.headers };
    let payload = req.payload;
    if (payload === undefined && req.json !== undefined) {
      payload = JSON.stringify(req.json);
      headers['content-type'] ??= 'application/json';
    }
    if (transport === 'fetch') {
      const res = await fetch(`${host.url}${url}`, { method: req.method, headers, body: payload ?? null });
      const text = await res.text();
      return reply<T>(res.status, Object.fromEntries(res.headers), text);
    }
    const res = await host.app.inject({
      method: req.method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    const flat: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(res.headers)) flat[k] = v === undefined ? undefined : String(v);
    return reply<T>(res.statusCode, flat, res.body);
  }

  const client: ApiClient = {
    host,
    appId,
    request,
    async state() {
      const res = await request({ method: 'GET', url: API.state, query: { appId } });
      if (res.status !== 200) throw new Error(`state failed: ${res.status} ${res.text}`);
      return res.body.state as string;
    },
    intent: (state, body) =>
      request({ method: 'POST', url: `${API.intent}/${state}`, json: { appId, ...body } }),
    otp: (state, asId, otp, extra = {}) =>
      request({ method: 'POST', url: `${API.otp}/${state}`, json: { appId, asId, otp, ...extra } }),
    status: (state, asId, version = 'v3') =>
      request({
        method: 'GET',
        url: `${version === 'v1' ? API.statusV1 : API.statusV3}/${state}`,
        query: { appId, asId },
      }),
    verifyCode: (state, code, version = 'v2') =>
      request({
        method: 'GET',
        url: `${version === 'v2' ? API.verifyCodeV2 : API.verifyCodeV3}/${state}`,
        query: { appId, code },
      }),
    redirectUri: (state, code, redirectURI) =>
      request({ method: 'GET', url: `${API.redirectUriV1}/${state}`, query: { appId, code, redirectURI } }),
    merchantToken: (body) => request({ method: 'POST', url: API.merchantToken, json: body }),
    async outbox(to) {
      const res = await request<OutboxEntry[]>({ method: 'GET', url: '/dev/outbox', query: { to } });
      if (res.status !== 200) throw new Error(`outbox failed: ${res.status} ${res.text}`);
      return res.body;
    },
    async lastMessage(to) {
      const [newest] = await client.outbox(to);
      if (!newest) throw new Error(`no message to ${to}`);
      return newest;
    },
    async startEmail(email, channel = 'EMAIL_LOGIN') {
      const state = await client.state();
      const res = await client.intent(state, { channel, email });
      if (res.status !== 200) throw new Error(`intent failed: ${res.status} ${res.text}`);
      const message = await client.lastMessage(email);
      const started: { state: string; asId: string; otp: string; link?: string } = {
        state,
        asId: res.body.asId,
        otp: message.code ?? '',
      };
      if (message.link) started.link = message.link;
      return started;
    },
    async signIn(email) {
      const { state, asId, otp } = await client.startEmail(email);
      const res = await client.otp(state, asId, otp);
      if (res.status !== 200) throw new Error(`otp failed: ${res.status} ${res.text}`);
      return { state, asId, code: res.body.code as string };
    },
  };
  return client;
}

/**
 * Registers another merchant app beside the seeded `demo` one (same channels and UI config),
 * e.g. `createApp(host, 'shop', { origins: ['https://shop.example'] })`; its secret is `${id}-secret`.
 */
export async function createApp(
  host: Host,
  id: string,
  options: { origins?: string[]; loginUri?: string; redirectUris?: string[] } = {},
): Promise<App> {
  const demo = await host.services.apps.get('demo');
  if (!demo) throw new Error('the demo app is missing');
  return host.services.apps.create({
    id,
    clientId: id,
    clientSecret: `${id}-secret`,
    name: `App ${id}`,
    origins: options.origins ?? [],
    loginUri: options.loginUri,
    redirectUris: options.redirectUris ?? [],
    uiConfig: demo.uiConfig,
    channelConfig: demo.channelConfig,
  });
}

/** The path of a magic link from the outbox (`/l/{token}`), and its token. */
export function linkPath(link: string): { path: string; token: string } {
  const { pathname } = new URL(link);
  if (!pathname.startsWith(`${LINK_PATH}/`)) throw new Error(`not a sign-in link: ${link}`);
  return { path: pathname, token: pathname.slice(LINK_PATH.length + 1) };
}

/** A value that is not the OTP: the same length, every digit shifted. */
export function wrongOtp(otp: string): string {
  return [...otp].map((d) => String((Number(d) + 1) % 10)).join('');
}

/** The spec's error shape (`ErrorBody`), with the request id the header carries. */
export function expectErrorShape(res: Reply<unknown>): ErrorBody {
  const body = res.body as ErrorBody;
  const keys = Object.keys(body ?? {}).sort();
  const allowed = ['details', 'error', 'message', 'requestId', 'statusCode'];
  const ok =
    typeof body === 'object' &&
    body !== null &&
    body.statusCode === res.status &&
    typeof body.error === 'string' &&
    typeof body.message === 'string' &&
    body.message.length > 0 &&
    body.requestId === res.headers['x-request-id'] &&
    keys.every((k) => allowed.includes(k)) &&
    (body.details === undefined || Object.values(body.details).every((v) => typeof v === 'string'));
  if (!ok) throw new Error(`not the error shape (status ${res.status}): ${res.text}`);
  return body;
}

function reply<T>(status: number, headers: Record<string, string | undefined>, text: string): Reply<T> {
  let body: unknown;
  if ((headers['content-type'] ?? '').includes('json') && text) body = JSON.parse(text);
  return { status, headers, body: body as T, text };
}

/** Lets a typed phone number go through `channels` on the app (its MOBILE entry's phone inputs). */
export async function offerPhoneInputs(host: Host, channels: Channel[], appId = 'demo'): Promise<void> {
  const app = (await host.services.apps.get(appId))!;
  await host.services.apps.update(appId, {
    channelConfig: channelConfigFor(configuredChannels(app.channelConfig), { phoneInputs: channels }),
  });
}
