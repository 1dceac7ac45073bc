import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import { channelConfigFor } from '../../server/apps/defaultConfig';
import {
  type ApiClient,
  apiClient,
  expectErrorShape,
  type FakeClock,
  fakeClock,
  type Json,
  type RawRequest,
  type Reply,
} from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/** One call of the API with valid parameters; tests break one thing at a time. */
interface Route {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  params: Json;
  required: string[];
  /** Calls that name an app and carry the state suffix. */
  app: boolean;
  state: boolean;
}

/**
 * docs/security.md "Reliability": every route answers bad input (wrong types, huge bodies, unknown
 * fields, broken JSON, unicode tricks) with a clear 4xx in the spec's error shape, never a 500.
 */
describe('bad input', () => {
  let host: Host;
  let api: ApiClient;
  let clock: FakeClock;
  let routes: Route[];
  let state: string;
  beforeAll(async () => {
    clock = fakeClock();
    host = await startHost({ listen: false, overrides: { clock } });
    api = apiClient(host);
    const { state: s, asId } = await api.startEmail('pending@example.com');
    state = s;
    const { code } = await api.signIn('done@example.com');
    const app = { app: true, state: true };
    routes = [
      {
        name: 'state',
        method: 'GET',
        path: API.state,
        params: { appId: 'demo' },
        required: ['appId'],
        app: true,
        state: false,
      },
      {
        name: 'merchant config',
        method: 'GET',
        path: `${API.merchantConfig}/${state}`,
        params: { appId: 'demo' },
        required: ['appId'],
        ...app,
      },
      {
        name: 'intent',
        method: 'POST',
        path: `${API.intent}/${state}`,
        params: { appId: 'demo', channel: 'EMAIL_LOGIN', email: 'new@example.com' },
        required: ['appId', 'channel'],
        ...app,
      },
      {
        name: 'otp',
        method: 'POST',
        path: `${API.otp}/${state}`,
        params: { appId: 'demo', asId, otp: '000000' },
        required: ['appId', 'asId', 'otp'],
        ...app,
      },
      {
        name: 'status v1',
        method: 'GET',
        path: `${API.statusV1}/${state}`,
        params: { appId: 'demo', asId },
        required: ['appId', 'asId'],
        ...app,
      },
      {
        name: 'status v3',
        method: 'GET',
        path: `${API.statusV3}/${state}`,
        params: { appId: 'demo', asId },
        required: ['appId', 'asId'],
        ...app,
      },
      {
        name: 'verify code v2',
        method: 'GET',
        path: `${API.verifyCodeV2}/${state}`,
        params: { appId: 'demo', code },
        required: ['appId', 'code'],
        ...app,
      },
      {
        name: 'verify code v3',
        method: 'GET',
        path: `${API.verifyCodeV3}/${state}`,
        params: { appId: 'demo', code },
        required: ['appId', 'code'],
        ...app,
      },
      {
        name: 'redirect uri v1',
        method: 'GET',
        path: `${API.redirectUriV1}/${state}`,
        params: { appId: 'demo', code },
        required: ['appId', 'code'],
        ...app,
      },
      {
        name: 'redirect uri v2',
        method: 'GET',
        path: `${API.redirectUriV2}/${state}`,
        params: { appId: 'demo', code },
        required: ['appId', 'code'],
        ...app,
      },
      {
        name: 'country list',
        method: 'GET',
        path: API.countryList,
        params: {},
        required: [],
        app: false,
        state: false,
      },
      {
        name: 'merchant token',
        method: 'POST',
        path: API.merchantToken,
        params: { client_id: 'demo', client_secret: 'demo-secret', code: 'unknown' },
        required: ['client_id', 'client_secret', 'code'],
        app: false,
        state: false,
      },
      {
        name: 'dev outbox',
        method: 'GET',
        path: '/dev/outbox',
        params: { to: 'x@example.com' },
        required: [],
        app: false,
        state: false,
      },
    ];
  });
  afterAll(() => host.close());

  function call(route: Route, params: Json, path = route.path): Promise<Reply<Json>> {
    const req: RawRequest = { method: route.method, url: path };
    if (route.method === 'GET') req.query = params;
    else req.json = params;
    return api.request(req);
  }

  /** A clear 4xx in the error shape; returns the body for further checks. */
  function expect4xx(res: Reply<unknown>, label: string, status?: number) {
    if (status !== undefined) expect(res.status, `${label}: ${res.text}`).toBe(status);
    expect(res.status, `${label}: ${res.text}`).toBeGreaterThanOrEqual(400);
    expect(res.status, `${label}: ${res.text}`).toBeLessThan(500);
    return expectErrorShape(res);
  }

  const postRoutes = () => routes.filter((r) => r.method === 'POST');

  it('every route accepts its valid parameters (the baseline the other tests break)', async () => {
    for (const route of routes) {
      const res = await call(route, route.params);
      expect(res.status, route.name).toBeLessThan(500);
      if (res.status >= 400) expect4xx(res, route.name);
    }
  });

  it('refuses unknown fields with 400 and names the field', async () => {
    for (const route of routes) {
      const body = expect4xx(await call(route, { ...route.params, sneaky: 'x' }), route.name, 400);
      expect(body.error, route.name).toBe('invalid_request');
      expect(body.details, route.name).toEqual({ sneaky: 'This field is not allowed.' });
    }
  });

  it('refuses missing required fields with 400 and names the field', async () => {
    for (const route of routes) {
      for (const field of route.required) {
        const { [field]: _, ...rest } = route.params;
        const body = expect4xx(await call(route, rest), `${route.name} without ${field}`, 400);
        expect(body.error).toBe('invalid_request');
        expect(body.details, `${route.name} without ${field}`).toHaveProperty(field);
      }
    }
  });

  it('refuses wrong types with 400', async () => {
    const wrongBodies: [Route['name'], Json][] = [
      ['intent', { channel: { name: 'OTP' } }],
      ['intent', { channel: 'NOT_A_CHANNEL' }],
      ['intent', { email: { address: 'a@example.com' } }],
      ['intent', { email: true, channel: 'OTP' }],
      ['intent', { resend: 'maybe' }],
      ['intent', { uiIds: { 0: 'a' } }],
      ['intent', { uiIds: [{ a: 1 }] }],
      ['intent', { appId: ['demo', 'other'] }],
      ['intent', { isLoginPage: 'perhaps' }],
      ['otp', { otp: 'abcdef' }],
      ['otp', { otp: '12' }],
      ['otp', { otp: { value: '123456' } }],
      ['otp', { otpLength: 'six' }],
      ['otp', { otpLength: 6.5 }],
      ['otp', { asId: ['a', 'b'] }],
      ['merchant token', { code: { $ne: null } }],
      ['merchant token', { client_id: '' }],
      ['merchant token', { client_secret: ['a', 'b'] }],
    ];
    for (const [name, patch] of wrongBodies) {
      const route = routes.find((r) => r.name === name)!;
      const res = await call(route, { ...route.params, ...patch });
      const body = expect4xx(res, `${name} ${JSON.stringify(patch)}`, 400);
      expect(body.error).toMatch(/^invalid_/);
    }
    const wrongQueries: [Route['name'], string][] = [
      ['state', 'appId=demo&isLoginPage=perhaps'],
      ['state', 'appId=demo&appId=demo'],
      ['status v3', 'appId=demo&asId=a&asId=b'],
      ['verify code v2', 'appId=demo&code=x&isOTPAutoRead=nope'],
      ['dev outbox', 'to=a&to=b'],
    ];
    for (const [name, query] of wrongQueries) {
      const route = routes.find((r) => r.name === name)!;
      expect4xx(await api.request({ method: 'GET', url: `${route.path}?${query}` }), `${name}?${query}`, 400);
    }
  });

  it('refuses broken JSON with 400 invalid_json', async () => {
    const broken = [
      '{',
      '{"appId":}',
      "{'appId':'demo'}",
      '{"appId":"demo",}',
      'undefined',
      '',
      '{"a":1}{"b":2}',
      '\u0000',
    ];
    const poisoned = [
      '{"__proto__":{"isAdmin":true},"appId":"demo"}',
      '{"constructor":{"prototype":{"x":1}}}',
    ];
    for (const route of postRoutes()) {
      for (const payload of [...broken, ...poisoned]) {
        const res = await api.request({
          method: 'POST',
          url: route.path,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        const body = expect4xx(res, `${route.name} ${JSON.stringify(payload)}`, 400);
        if (broken.includes(payload)) expect(body.error).toBe('invalid_json');
      }
    }
    expect(({} as Json).isAdmin).toBeUndefined();
  });

  it('refuses a body over 16 KB with 413', async () => {
    for (const route of postRoutes()) {
      const res = await call(route, { ...route.params, padding: 'x'.repeat(17 * 1024) });
      expect(expect4xx(res, route.name, 413).error).toBe('payload_too_large');
    }
    const res = await api.request({
      method: 'POST',
      url: '/l/AAAAAAAAAAAAAAAAAAAAAA',
      payload: `a=${'x'.repeat(17 * 1024)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(expect4xx(res, 'link page', 413).error).toBe('payload_too_large');
  });

  it('refuses a body of another media type with 415', async () => {
    const types = [
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'image/png',
    ];
    for (const route of postRoutes()) {
      for (const type of types) {
        const res = await api.request({
          method: 'POST',
          url: route.path,
          payload: JSON.stringify(route.params),
          headers: { 'content-type': type },
        });
        expect(expect4xx(res, `${route.name} as ${type}`, 415).error).toBe('unsupported_media_type');
      }
    }
  });

  it('refuses unicode tricks in the email address with 400 invalid_email', async () => {
    const tricks: Record<string, string> = {
      'Cyrillic а in the local part': '\u0430lice@example.com',
      'fullwidth letter in the local part': '\uff41lice@example.com',
      'zero-width space in the local part': 'alice\u200b@example.com',
      'zero-width space in the domain': 'alice@exa\u200bmple.com',
      'zero-width space at the end': 'alice@example.com\u200b',
      'zero-width joiner in the domain': 'alice@exa\u200dmple.com',
      'word joiner in the domain': 'alice@exa\u2060mple.com',
      'soft hyphen in the domain': 'alice@exa\u00admple.com',
      'RTL override before the address': '\u202ealice@example.com',
      'RTL override in the domain': 'alice@exam\u202eple.com',
      'null byte in the local part': 'alice\u0000@example.com',
      'null byte after the address': 'alice@example.com\u0000',
      'a header injection': 'alice@example.com\r\nBcc: all@evil.example',
      'a second address': 'alice@example.com,bob@example.com',
      'two at signs': 'alice@@example.com',
      'no domain dot': 'alice@localhost',
      'an address over 254 characters': `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
    };
    const route = routes.find((r) => r.name === 'intent')!;
    for (const [name, email] of Object.entries(tricks)) {
      const res = await call(route, { ...route.params, email });
      const body = expect4xx(res, name, 400);
      expect(['invalid_email', 'invalid_request'], name).toContain(body.error);
    }
    const sent = await host.services.db.kysely.selectFrom('outbox').select('recipient').execute();
    expect(sent.map((r) => r.recipient)).not.toContain('alice@example.com');
  });

  it('refuses a phone number to an app that signs in by email only, sending nothing', async () => {
    const demo = (await host.services.apps.get('demo'))!;
    await host.services.apps.create({
      id: 'emailonly',
      clientId: 'emailonly',
      clientSecret: 'emailonly-secret',
      name: 'Email only',
      origins: [host.services.issuer],
      redirectUris: [],
      uiConfig: demo.uiConfig,
      channelConfig: channelConfigFor(['EMAIL_LOGIN', 'OTP']),
    });
    const emailOnly = apiClient(host, { appId: 'emailonly' });
    const s = await emailOnly.state();
    const res = await emailOnly.intent(s, { channel: 'OTP', mobile: '+14155550123' });
    expect(expectErrorShape(res).error).toBe('unsupported_channel');
    expect(res.body.details).toHaveProperty('mobile');
    expect(await emailOnly.outbox('+14155550123')).toEqual([]);
    // The same channel with an email address goes.
    expect((await emailOnly.intent(s, { channel: 'OTP', email: 'only@example.com' })).status).toBe(200);
  });

  it('keeps a look-alike domain apart from the real one: it is shown and addressed in punycode', async () => {
    const route = routes.find((r) => r.name === 'intent')!;
    const res = await call(route, { ...route.params, email: 'alice@ex\u0430mple.com' });
    expect(res.status).toBe(200);
    expect(res.body.destinationUri).toBe('a•••e@xn--exmple-4nf.com');
    expect(await api.outbox('alice@example.com')).toEqual([]);
  });

  it('answers an unknown app with 401 unknown_app on every app call', async () => {
    for (const route of routes.filter((r) => r.app)) {
      for (const appId of ['nobody', 'DEMO', 'demo ', '']) {
        const res = await call(route, { ...route.params, appId });
        expect(expect4xx(res, `${route.name} appId=${JSON.stringify(appId)}`, 401).error).toBe('unknown_app');
      }
    }
  });

  it('checks JSON bodies as typed: an array for an email or a number for a code is refused', async () => {
    const intent = routes.find((r) => r.name === 'intent')!;
    const listEmail = await call(intent, { ...intent.params, email: ['ada@example.com'] });
    expect(expect4xx(listEmail, 'email as array', 400).details).toHaveProperty('email');
    const otp = routes.find((r) => r.name === 'otp')!;
    const numericOtp = await call(otp, { ...otp.params, otp: 123456 });
    expect(expect4xx(numericOtp, 'otp as number', 400).details).toHaveProperty('otp');
  });

  it('answers an app id of the wrong type in a JSON body as a wrong type, not as an unknown app', async () => {
    for (const route of routes.filter((r) => r.app && r.method === 'POST')) {
      const res = await call(route, { ...route.params, appId: null });
      expect(expect4xx(res, `${route.name} appId=null`, 400).details).toHaveProperty('appId');
    }
  });

  it('answers a state the host did not issue with 400 invalid_state on every state-suffixed call', async () => {
    const other = await startHost({ listen: false });
    const foreign = await apiClient(other).state();
    await other.close();
    const [id, mac] = state.split('.');
    const forgedStates = {
      'not a state': 'not-a-state',
      'a forged MAC': `${id}.${'A'.repeat(mac!.length)}`,
      'a MAC of another id': `${'B'.repeat(id!.length)}.${mac}`,
      "another host's state": foreign,
    };
    for (const route of routes.filter((r) => r.state)) {
      for (const [name, bad] of Object.entries(forgedStates)) {
        const res = await call(route, route.params, route.path.replace(state, bad));
        expect(expect4xx(res, `${route.name}: ${name}`, 400).error).toBe('invalid_state');
      }
      const tooLong = await call(route, route.params, route.path.replace(state, 'x'.repeat(200)));
      expect4xx(tooLong, `${route.name}: a state too long`, 400);
    }
  });

  it('answers an unknown path or method with 404 in the same shape', async () => {
    for (const req of [
      { method: 'GET', url: '/nope' },
      { method: 'POST', url: '/v2/lp/user/transaction/nope/x', json: {} },
      { method: 'DELETE', url: API.state },
      { method: 'PUT', url: `${API.intent}/${'x'}`, json: {} },
      { method: 'GET', url: API.intent },
      { method: 'GET', url: `${API.state}/extra/segments` },
    ] as RawRequest[]) {
      const body = expect4xx(await api.request(req), `${req.method} ${req.url}`, 404);
      expect(body.error).toBe('not_found');
    }
  });

  it('answers malformed URLs with 400 in the same shape', async () => {
    for (const url of ['/v3/lp/user/transaction/status/%ZZ', `${API.state}?appId=%E0%A4%A`, '/l/%']) {
      expect4xx(await api.request({ method: 'GET', url }), url);
    }
  });

  it('never answers 500 to a barrage of garbage, and keeps serving', async () => {
    const garbage: unknown[] = [
      null,
      [],
      'string',
      42,
      { appId: 'demo', channel: 'OTP', email: 'x'.repeat(5000) },
      { appId: 'demo'.repeat(100) },
      { appId: 'demo', asId: '../../etc/passwd', otp: '000000' },
      { appId: 'demo', code: "' OR 1=1 --" },
      { appId: "demo' OR '1'='1" },
      { appId: 'demo', asId: { $gt: '' } },
      { appId: 'demo', channel: 'EMAIL_LOGIN', email: '\ud800@example.com' },
      { appId: 'demo', channel: 'EMAIL_LOGIN', email: 'a@b.c', resend: true, asId: 'unknown' },
      { appId: 'demo', channel: 'EMAIL_LOGIN', email: 'x@example.com', uiIds: Array(17).fill('a') },
      { client_id: 'demo', client_secret: 'x'.repeat(300), code: 'y' },
    ];
    const requests: RawRequest[] = [];
    for (const route of routes) {
      for (const value of garbage) {
        if (route.method === 'POST') requests.push({ method: 'POST', url: route.path, json: value });
        else if (value && typeof value === 'object' && !Array.isArray(value)) {
          requests.push({
            method: 'GET',
            url: route.path,
            query: Object.fromEntries(
              Object.entries(value).map(([k, v]) => [
                k,
                typeof v === 'object' ? JSON.stringify(v) : (v as string),
              ]),
            ),
          });
        }
      }
    }
    const answers = await Promise.all(requests.map((req) => api.request(req)));
    answers.forEach((res, i) => {
      expect(res.status, `${requests[i]!.method} ${requests[i]!.url} ${res.text}`).toBeLessThan(500);
      if (res.status >= 400) expectErrorShape(res);
    });
    expect((await api.request({ method: 'GET', url: '/healthz' })).status).toBe(200);
  });
});
