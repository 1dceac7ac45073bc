import { API } from '../../contract/paths';
import type {
  AddressInput,
  CheckSessionResponse,
  LogoutResponse,
  RefreshSessionResponse,
  SaveAddressResponse,
} from '../../contract/sessionWire';
import type { ApiResult } from './ApiResult';
import type { ApiTransport } from './apiTransport';
import { bearer } from './bearer';

/** The session a logout ends, proved by either of its tokens. */
export interface SessionProof {
  sessionId: string;
  sessionToken?: string;
  refreshToken?: string;
}

/** The session and address calls, which every client createApiClient makes has. */
export interface SessionApi {
  /** spec §7 check-session-token: the session's user while it is live. */
  checkSession(request: {
    sessionId: string;
    sessionToken: string;
  }): Promise<ApiResult<CheckSessionResponse>>;
  /** spec §7 refresh-session-token: a new token pair; the refresh token given is spent. */
  refreshSession(request: {
    sessionId: string;
    refreshToken: string;
  }): Promise<ApiResult<RefreshSessionResponse>>;
  /** spec §7 logout-session: ends the session server-side (either token proves it). */
  logoutSession(request: SessionProof): Promise<ApiResult<LogoutResponse>>;
  /** spec §7 `/v1/user/logout`: the same, for the user's logout. */
  logout(request: SessionProof): Promise<ApiResult<LogoutResponse>>;
  /** spec §7 `/v1/user/address`: saves an address for the session's user. */
  saveAddress(sessionToken: string, address: AddressInput): Promise<ApiResult<SaveAddressResponse>>;
}

export function sessionCalls({ call, forgetDevice }: ApiTransport): SessionApi {
  const logoutAt = (path: string) => (request: SessionProof) => {
    forgetDevice();
    return call<LogoutResponse>('POST', path, { ...request });
  };
  return {
    checkSession: (request) => call<CheckSessionResponse>('POST', API.sessionCheck, { ...request }),
    refreshSession: (request) => call<RefreshSessionResponse>('POST', API.sessionRefresh, { ...request }),
    logoutSession: logoutAt(API.sessionLogout),
    logout: logoutAt(API.userLogout),
    // The session token is the bearer credential of the user's own calls (server/sessions/sessionUser).
    saveAddress: (sessionToken, address) =>
      call<SaveAddressResponse>('POST', API.userAddress, { address }, true, bearer(sessionToken)),
  };
}
