import { expect } from 'vitest';
import { SSO_PATHS } from '../../contract/sso';
import {
  type ApiClient,
  apiClient,
  type FakeClock,
  fakeClock,
  type Json,
  type Reply,
} from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';
import { type FakeIssuer, type NextToken, startFakeIssuer } from './ssoFakeIssuer';

export const CLIENT = { clientId: 'gl-client', clientSecret: 'gl-secret' };
export const loginUriOf = (host: Host) => `${host.services.issuer}/demo/`;

export interface Begun {
  state: string;
  asId: string;
  cookie: string;
  authorization: string;
}

/**
 * A dev-mode host on a fake clock whose demo app has GitLab configured as a generic OpenID
 * Connect provider on 127.0.0.1 (ssoFakeIssuer), and the steps of a sign-in through it:
 * intent → start → the provider's code → callback → status.
 */
export async function startSsoHost() {
  const clock: FakeClock = fakeClock(Date.now());
  const host: Host = await startHost({ listen: false, overrides: { clock } });
  const api: ApiClient = apiClient(host);
  const idp: FakeIssuer = await startFakeIssuer({ ...CLIENT, now: () => clock.now() });
  await host.services.ssoCredentials.put('demo', {
    channel: 'GITLAB_SSO',
    ...CLIENT,
    issuer: idp.url,
  });

  async function begin(
    options: { body?: Json; mode?: 'popup' | 'redirect'; origin?: string } = {},
  ): Promise<Begun> {
    const state = await api.state();
    const intent = await api.request({
      method: 'POST',
      url: `/v2/lp/user/transaction/intent/${state}`,
      json: { appId: 'demo', channel: 'GITLAB_SSO', ...options.body },
      headers: options.origin ? { origin: options.origin } : {},
    });
    expect(intent.status, intent.text).toBe(200);
    const start = await api.request({
      method: 'GET',
      url: new URL(intent.body.intent).pathname,
      query: options.mode ? { mode: options.mode } : {},
    });
    expect(start.status, start.text).toBe(302);
    return {
      state,
      asId: intent.body.asId,
      cookie: String(start.headers['set-cookie']).split(';')[0]!,
      authorization: start.headers.location!,
    };
  }

  function callback(cookie: string | undefined, params: Record<string, string>): Promise<Reply<Json>> {
    return api.request({
      method: 'GET',
      url: `${SSO_PATHS.callback}/gitlab`,
      query: params,
      headers: cookie ? { cookie } : {},
    });
  }

  async function signInWith(token: NextToken = {}, begun?: Begun) {
    const b = begun ?? (await begin());
    const code = await idp.authorize(b.authorization, token);
    const state = new URL(b.authorization).searchParams.get('state')!;
    const res = await callback(b.cookie, { code, state });
    const status = await api.status(b.state, b.asId);
    return { begun: b, res, status: status.body, code, providerState: state };
  }

  return {
    host,
    api,
    idp,
    clock,
    begin,
    callback,
    signInWith,
    close: async () => {
      await idp.close();
      await host.close();
    },
  };
}
export type SsoHost = Awaited<ReturnType<typeof startSsoHost>>;
