import type { ApiResult } from '../../services/api/apiClient';
import type {
  ChannelConfigEntry,
  IntentResponse,
  MerchantConfigResponse,
} from '../../services/contract/wire';

/** A successful answer of the fake API client. */
export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });

/** A merchant configuration with the given channels, for sign-in flow tests. */
export function configWith(channelConfig: ChannelConfigEntry[]): MerchantConfigResponse {
  return {
    mid: 'm1',
    uiType: 'FRESH',
    channelConfig,
    merchant: { name: 'Demo shop' },
    uiConfig: { general: { links: {} }, colors: { theme: 'LIGHT', text: {} } },
  } as unknown as MerchantConfigResponse;
}

/** The host's answer to an email intent that sent a 6-digit code and a link. */
export const emailIntent: IntentResponse = {
  channel: 'OTP_LINK',
  intent: null,
  asId: 'as_1',
  communicationMode: 'EMAIL',
  destinationUri: 'a•••@example.com',
  otpLength: 6,
  resendAfter: 60,
};
