import { vi } from 'vitest';
import type { Channel, IdentifierType } from '../../../contract/channels';
import type { OneTapCompleteResponse } from '../../../contract/channelWire';
import type { HeadlessRequest, HeadlessResponse } from '../../../contract/headless';
import type {
  ChannelConfigEntry,
  Country,
  IntentResponse,
  MerchantConfigResponse,
  StatusResponse,
} from '../../../contract/wire';
import type { ApiFailure, ApiResult } from '../../../services/api/ApiResult';
import { createHeadlessHandler } from '../../../services/headless/createHeadlessHandler';
import type { HeadlessApi } from '../../../services/headless/HeadlessDeps';
import { browserTimers } from '../../../services/headless/Timers';
import { ok } from '../../support/flowFixtures';

export { ok };
export const HOST = 'https://sesame.test';
export const failure = (message: string, status = 400): ApiFailure => ({ ok: false, message, status });

/** One channel configuration entry with input channels first and buttons after. */
export function entry(
  identifierType: IdentifierType,
  inputs: Channel[],
  buttons: Channel[] = [],
  mandatory?: boolean,
): ChannelConfigEntry {
  const item = (type: 'INPUT' | 'BUTTON') => (name: Channel) => ({
    name,
    type,
    logo: `/assets/channels/${name.toLowerCase()}.svg`,
    uiId: `ch_${name.toLowerCase()}`,
  });
  return {
    identifierType,
    verified: false,
    ...(mandatory === undefined ? {} : { mandatory }),
    channel: [...inputs.map(item('INPUT')), ...buttons.map(item('BUTTON'))],
  };
}

export function merchantConfig(
  channelConfig: ChannelConfigEntry[],
  options: { silentAuth?: boolean; popUpDisabled?: boolean } = {},
): MerchantConfigResponse {
  return {
    mid: 'shop',
    uiType: 'FRESH',
    channelConfig,
    merchant: {
      mid: 'shop',
      name: 'Shop',
      autoClick: false,
      inAppBrowser: false,
      fom: false,
      isWebauthnEnabled: false,
      config: {
        isPopUpDisabled: options.popUpDisabled ?? false,
        isSilentAuthEnabled: options.silentAuth ?? false,
        isWebauthnEnabled: false,
        isWebauthnRegistered: false,
        lang: 'IN',
      },
    },
    uiConfig: {
      general: { links: {} },
      widget: { layout: 'left', watermark: true },
      colors: { theme: 'LIGHT', text: {} },
      collapsed: {},
    },
    userDetails: { mobile: [], email: [] },
  };
}

/** A merchant with email (OTP link first) and phone sign-in, Google and Truecaller. */
export const defaultConfig = merchantConfig([
  entry('EMAIL', ['OTP_LINK', 'OTP', 'EMAIL_LOGIN'], ['GMAIL']),
  entry('MOBILE', ['MOBILE_LOGIN', 'SMS'], ['WHATSAPP', 'TRUE_CALLER_SSO']),
]);

export const countries: Country[] = [
  { name: 'India', iso: 'IN', dialCode: '+91' },
  { name: 'United States', iso: 'US', dialCode: '+1' },
];

export const user = {
  uid: 'usr_1',
  email: 'ada@example.com',
  emailVerified: true,
  createdAt: '2030-01-01T00:00:00Z',
};
export const pending: StatusResponse = { status: 'PENDING', isCrossDevice: false };
export const failed: StatusResponse = { status: 'FAILED', isCrossDevice: false };
export const success = (code = 'c_link'): StatusResponse => ({
  status: 'SUCCESS',
  user: { uid: user.uid },
  isCrossDevice: true,
  code,
});

export function intentFor(channel: Channel, extra: Partial<IntentResponse> = {}): IntentResponse {
  return {
    channel,
    intent: null,
    asId: `as_${channel.toLowerCase()}`,
    communicationMode: 'EMAIL',
    destinationUri: 'a•••@example.com',
    otpLength: 6,
    resendAfter: 60,
    ...extra,
  };
}

/** A fake host API: every call answers successfully unless a test says otherwise. */
export function fakeApi(config: MerchantConfigResponse = defaultConfig) {
  return {
    getMerchantConfig: vi.fn(async () => ok(config)),
    getCountryList: vi.fn(async () => ok(countries)),
    createIntent: vi.fn(async (request: { channel: Channel }) =>
      ok(
        intentFor(request.channel, {
          communicationMode: (request as { mobile?: string }).mobile ? 'SMS' : 'EMAIL',
        }),
      ),
    ),
    verifyOtp: vi.fn(async () => ok({ code: 'c_otp' })),
    getStatus: vi.fn(async () => ok(pending)),
    verifyCode: vi.fn(async (code: string, asId: string) =>
      ok({ user, token: `jwt-for-${code}`, asId: asId || 'as_code', webauthnRegistered: false }),
    ),
    // The host matches no identity unless a test says it does (spec §4 "known user").
    completeKnownOneTap: vi.fn(
      async (_type: 'EMAIL' | 'MOBILE', _identity: string): Promise<ApiResult<OneTapCompleteResponse>> =>
        failure('This account cannot be used for one-tap sign-in here.'),
    ),
  } satisfies HeadlessApi;
}

/** A handler over a fake API with the page's timers (tests fake them with vi.useFakeTimers). */
export function headless(
  options: { api?: ReturnType<typeof fakeApi>; appId?: string | undefined; native?: boolean } = {},
) {
  const api = options.api ?? fakeApi();
  const pushed: HeadlessResponse[] = [];
  const handedOff: string[] = [];
  const handler = createHeadlessHandler({
    appId: 'appId' in options ? options.appId : 'shop',
    api,
    timers: browserTimers,
    hostOrigin: HOST,
    native: options.native ?? false,
    push: (response) => pushed.push(response),
    handOffSilentAuthLink: (url) => handedOff.push(url),
  });
  const ask = async (request: HeadlessRequest): Promise<HeadlessResponse> => {
    let answer: HeadlessResponse | undefined;
    await handler.handle(request, (response) => {
      answer = response;
    });
    if (!answer) throw new Error('no answer');
    return answer;
  };
  return { api, handler, pushed, handedOff, ask };
}

/** Lets pending promises resolve without moving the clock. */
export const settle = () => vi.advanceTimersByTimeAsync(0);
