import type { OneTapCompleteResponse, OneTapIdentitiesResponse } from '../../contract/channelWire';
import { API } from '../../contract/paths';
import type { ApiResult } from './ApiResult';
import type { ApiTransport } from './apiTransport';

/** `<auth-onetap>`'s calls, signed with the device key (services/device/deviceCalls). */
export interface OneTapApi {
  /** spec §7 "send user": identities verified in this browser, for `<auth-onetap>`. */
  getOneTapIdentities(): Promise<ApiResult<OneTapIdentitiesResponse>>;
  /** spec §7 one-tap complete: a code for the chosen identity. */
  completeOneTap(identityId: string): Promise<ApiResult<OneTapCompleteResponse>>;
}

export function oneTapCalls({ withDeviceProof, track }: ApiTransport): OneTapApi {
  return {
    getOneTapIdentities: () => withDeviceProof<OneTapIdentitiesResponse>(API.sendUser),
    async completeOneTap(identityId) {
      const result = await withDeviceProof<OneTapCompleteResponse>(API.oneTapComplete, identityId);
      // spec §7 analytics: a one-tap sign-in went through.
      if (result.ok) track('ONETAP_CREATED');
      return result;
    },
  };
}
