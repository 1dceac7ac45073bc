import { SILENT_AUTH_API, type SilentAuthPreCheck } from '../../contract/silentAuth';
import type { StatusResponse } from '../../contract/wire';
import type { ApiResult } from './ApiResult';
import type { ApiTransport } from './apiTransport';

/** Silent network authentication (docs/channels.md "Silent network authentication"). */
export interface SilentAuthApi {
  /** spec §7 silent-auth-pre-check: whether silent network auth is worth trying here. */
  silentAuthPreCheck(request: {
    mobile: string;
    connection?: string;
  }): Promise<ApiResult<SilentAuthPreCheck>>;
  /** spec §7 silent-auth-status `{ token }` (the silent-auth intent's asId). */
  silentAuthStatus(asId: string): Promise<ApiResult<StatusResponse>>;
}

export function silentAuthCalls({ call }: ApiTransport): SilentAuthApi {
  return {
    silentAuthPreCheck: (request) => call<SilentAuthPreCheck>('POST', SILENT_AUTH_API.preCheck, request),
    silentAuthStatus: (asId) => call<StatusResponse>('POST', SILENT_AUTH_API.status, { token: asId }),
  };
}
