import { API } from '../../contract/paths';
import { expectStatus, type HttpClient } from './httpClient';

/** One started email sign-in: the browser's state and the transaction. */
export interface Started {
  state: string;
  asId: string;
  email: string;
}

/** The widget's calls (spec §7) for the bench app, as a page on the app's origin makes them. */
export function sesameCalls(http: HttpClient, appId: string) {
  const q = (params: Record<string, string>) => new URLSearchParams({ appId, ...params }).toString();
  const configPath = (state: string) => `${API.merchantConfig}/${state}?${q({})}`;
  const statusPath = (started: Started) => `${API.statusV3}/${started.state}?${q({ asId: started.asId })}`;
  return {
    configPath,
    statusPath,
    async state(): Promise<string> {
      return expectStatus(await http.get(`${API.state}?${q({})}`), 200, 'state').state;
    },
    async config(state: string): Promise<void> {
      expectStatus(await http.get(configPath(state)), 200, 'merchant config');
    },
    async intent(state: string, email: string): Promise<Started> {
      const reply = await http.post(`${API.intent}/${state}`, { appId, channel: 'EMAIL_LOGIN', email });
      return { state, email, asId: expectStatus(reply, 200, 'intent').asId };
    },
    async status(started: Started): Promise<string> {
      const reply = await http.get(statusPath(started));
      return expectStatus(reply, 200, 'status').status;
    },
    async otp(started: Started, otp: string): Promise<string> {
      const reply = await http.post(`${API.otp}/${started.state}`, { appId, asId: started.asId, otp });
      return expectStatus(reply, 200, 'otp').code;
    },
    async verifyCode(state: string, code: string): Promise<void> {
      const body = expectStatus(
        await http.get(`${API.verifyCodeV2}/${state}?${q({ code })}`),
        200,
        'verify code',
      );
      if (typeof body.token !== 'string') throw new Error('verify code: no token');
    },
    streamPath: (started: Started) => `${API.statusStream}/${started.state}?${q({ asId: started.asId })}`,
  };
}

export type SesameCalls = ReturnType<typeof sesameCalls>;
