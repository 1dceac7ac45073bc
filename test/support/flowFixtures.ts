import { vi } from 'vitest';
import type {
  ChannelConfigEntry,
  IntentResponse,
  MerchantConfigResponse,
  StatusResponse,
} from '../../contract/wire';
import type { ApiClient, ApiResult } from '../../services/api/apiClient';

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

/**
 * The fake API client of the sign-in flow tests: every call a `vi.fn` answering an email sign-in
 * that sends a code (state, config, intent, OTP → code, status PENDING); `verifyCode` and
 * anything else a test needs come in `overrides`.
 */
export function fakeApi<T extends Partial<ApiClient>>(config: MerchantConfigResponse, overrides: T) {
  const defaults = {
    getState: vi.fn(async () => ok('st')),
    getMerchantConfig: vi.fn(async () => ok(config)),
    createIntent: vi.fn(async () => ok(emailIntent)),
    verifyOtp: vi.fn(async () => ok({ code: 'otp-code' })),
    getStatus: vi.fn(async () => ok<StatusResponse>({ status: 'PENDING', isCrossDevice: false })),
    verifyCode: vi.fn(),
    getRedirectUri: vi.fn(),
    getCountryList: vi.fn(async () => ok([])),
    passkeyRegistrationStart: vi.fn(),
    passkeyRegistrationComplete: vi.fn(),
    passkeyLoginStart: vi.fn(),
    passkeyLoginComplete: vi.fn(),
  } satisfies ApiClient;
  return { ...defaults, ...overrides } as Omit<typeof defaults, keyof T> & T;
}
