import type { OneTapCompleteResponse, OneTapIdentitiesResponse } from '../../contract/channelWire';
import { type KnownIdentityType, oneTapCompleteAction, oneTapKnownAction } from '../../contract/deviceProof';
import { API } from '../../contract/paths';
import type { MerchantConfigResponse } from '../../contract/wire';
import type { ApiResult } from './ApiResult';
import type { ApiTransport } from './apiTransport';

/** `<auth-onetap>`'s calls, signed with the device key (services/device/deviceCalls). */
export interface OneTapApi {
  /** spec §7 "send user": identities verified in this browser, for `<auth-onetap>`. */
  getOneTapIdentities(): Promise<ApiResult<OneTapIdentitiesResponse>>;
  /** spec §7 one-tap complete: a code for the chosen identity. */
  completeOneTap(identityId: string): Promise<ApiResult<OneTapCompleteResponse>>;
  /**
   * spec §4 headless "known user": one-tap with the identity a headless request names, when this
   * browser verified it with its device key; `onetap_unavailable` for any other identity.
   */
  completeKnownOneTap(
    identifierType: KnownIdentityType,
    identity: string,
  ): Promise<ApiResult<OneTapCompleteResponse>>;
  /**
   * The merchant configuration as this browser's device key proves it (docs/widget.md
   * "Returning visitors"), without the anonymous answer first: after a sign-in the browser is
   * known, so its verified channels and user details are asked for at once.
   */
  getRecognisedConfig(): Promise<ApiResult<MerchantConfigResponse>>;
}

export function oneTapCalls({ withDeviceProof, track }: ApiTransport): OneTapApi {
  return {
    getOneTapIdentities: () => withDeviceProof<OneTapIdentitiesResponse>(API.sendUser),
    async completeOneTap(identityId) {
      const result = await withDeviceProof<OneTapCompleteResponse>(API.oneTapComplete, {
        action: oneTapCompleteAction(identityId),
        body: { identityId },
      });
      // spec §7 analytics: a one-tap sign-in went through.
      if (result.ok) track('ONETAP_CREATED');
      return result;
    },
    async completeKnownOneTap(identifierType, identity) {
      const result = await withDeviceProof<OneTapCompleteResponse>(API.oneTapKnown, {
        action: oneTapKnownAction(identifierType, identity),
        body: { identifierType, identity },
      });
      if (result.ok) track('ONETAP_CREATED');
      return result;
    },
    getRecognisedConfig: () => withDeviceProof<MerchantConfigResponse>(API.merchantConfig),
  };
}
