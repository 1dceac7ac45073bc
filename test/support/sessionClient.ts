import { API } from '../../contract/paths';
import type { SessionInfo } from '../../contract/sessionWire';
import type { ApiClient, Json, Reply } from './apiClient';

/** The session calls of spec §7 for one browser (its state), and a sign-in that opens a session. */
export function sessionClient(api: ApiClient) {
  const post = (path: string, state: string, body: Json, headers?: Record<string, string>) =>
    api.request({
      method: 'POST',
      url: `${path}/${state}`,
      json: { appId: api.appId, ...body },
      ...(headers ? { headers } : {}),
    });
  return {
    /** An email sign-in, redeemed by its browser: the verify-code answer's `sessionInfo`. */
    async signedIn(email: string): Promise<{ state: string; code: string; session: SessionInfo }> {
      const { state, code } = await api.signIn(email);
      const res = await api.verifyCode(state, code);
      if (res.status !== 200 || !res.body.sessionInfo)
        throw new Error(`no session: ${res.status} ${res.text}`);
      return { state, code, session: res.body.sessionInfo as SessionInfo };
    },
    check: (state: string, body: Json): Promise<Reply<Json>> => post(API.sessionCheck, state, body),
    refresh: (state: string, body: Json): Promise<Reply<Json>> => post(API.sessionRefresh, state, body),
    logoutSession: (state: string, body: Json): Promise<Reply<Json>> => post(API.sessionLogout, state, body),
    logout: (state: string, body: Json): Promise<Reply<Json>> => post(API.userLogout, state, body),
    saveAddress: (state: string, sessionToken: string | undefined, address: Json): Promise<Reply<Json>> =>
      post(
        API.userAddress,
        state,
        { address },
        sessionToken ? { authorization: `Bearer ${sessionToken}` } : {},
      ),
    listAddresses: (state: string, sessionToken?: string): Promise<Reply<Json>> =>
      api.request({
        method: 'GET',
        url: `${API.userAddress}/${state}`,
        query: { appId: api.appId },
        ...(sessionToken ? { headers: { authorization: `Bearer ${sessionToken}` } } : {}),
      }),
  };
}
