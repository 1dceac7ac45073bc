import type { Channel } from '../contract/channels';
import type {
  OneTapCompleteResponse,
  OneTapIdentitiesResponse,
  QrSignInResponse,
  SupportTicketResponse,
} from '../contract/channelWire';
import { API } from '../contract/paths';
import {
  type PasskeyAssertion,
  type PasskeyCreationOptions,
  type PasskeyLoginResponse,
  type PasskeyRegistered,
  type PasskeyRegistration,
  type PasskeyRequestOptions,
  WEBAUTHN_API,
} from '../contract/webauthn';
import type {
  Country,
  DefaultParams,
  IntentResponse,
  MerchantConfigResponse,
  OtpResponse,
  RedirectUriResponse,
  StateResponse,
  StatusResponse,
  VerifyCodeResponse,
} from '../contract/wire';
import { detectPlatform, type Platform } from '../device/detectPlatform';
import { type KeyValueStorage, prefixedLocalStorage } from '../storage/keyValueStorage';
import type { ApiFailure, ApiResult } from './ApiResult';
import { failureFrom, networkFailure } from './failureFrom';
import { scriptOrigin } from './scriptOrigin';
import { toQuery } from './toQuery';

export interface ApiClientOptions {
  appId: string;
  locale?: string;
  /** spec §7 default set `sId`: the page's session id (the `sid` attribute or `sId` parameter). */
  sId?: string | null;
  /** spec §7 default set `clientId` (the `cid` attribute, `client_id` or `cid` parameter). */
  clientId?: string | null;
  /** The provider host; defaults to the origin of the elements script. */
  baseUrl?: string;
  /** The embedding page's origin; defaults to `location.origin`. */
  origin?: string;
  platform?: Platform;
  fetch?: typeof fetch;
  storage?: KeyValueStorage;
}

export interface ApiClient {
  getState(): Promise<ApiResult<string>>;
  getMerchantConfig(): Promise<ApiResult<MerchantConfigResponse>>;
  createIntent(request: {
    channel: Channel;
    email?: string;
    /** spec §5: the country code without '+' followed by the phone. */
    mobile?: string;
    resend?: boolean;
  }): Promise<ApiResult<IntentResponse>>;
  verifyOtp(request: {
    otp: string;
    email?: string;
    mobile?: string;
    asId: string;
  }): Promise<ApiResult<OtpResponse>>;
  getStatus(asId: string): Promise<ApiResult<StatusResponse>>;
  verifyCode(code: string, asId: string): Promise<ApiResult<VerifyCodeResponse>>;
  getRedirectUri(code: string): Promise<ApiResult<RedirectUriResponse>>;
  /** spec §7 `/v1/countryList`, cached after the first success (spec §5). */
  getCountryList(): Promise<ApiResult<Country[]>>;
  /** spec §7 passkey registration, for the user of the ID token (`Authorization: Bearer`). */
  passkeyRegistrationStart(idToken: string): Promise<ApiResult<PasskeyCreationOptions>>;
  passkeyRegistrationComplete(
    idToken: string,
    result: PasskeyRegistration,
  ): Promise<ApiResult<PasskeyRegistered>>;
  /** spec §7 passkey sign-in: options, then the assertion for a one-time code. */
  passkeyLoginStart(): Promise<ApiResult<PasskeyRequestOptions>>;
  passkeyLoginComplete(result: PasskeyAssertion): Promise<ApiResult<PasskeyLoginResponse>>;
  /** The live status stream (server-sent events) of `asId`; without it the widget polls getStatus. */
  statusStreamUrl?(asId: string): Promise<ApiResult<string>>;
  /** The desktop's QR sign-in: what the QR panel encodes, and the asId to follow. */
  createQrSignIn?(): Promise<ApiResult<QrSignInResponse>>;
  /** spec §7 "send user": identities verified in this browser, for `<auth-onetap>`. */
  getOneTapIdentities?(): Promise<ApiResult<OneTapIdentitiesResponse>>;
  /** spec §7 one-tap complete: a code for the chosen identity. */
  completeOneTap?(identityId: string): Promise<ApiResult<OneTapCompleteResponse>>;
  /** spec §7 support ticket: a WhatsApp chat intent. */
  getSupportTicket?(channel?: Channel): Promise<ApiResult<SupportTicketResponse>>;
}

type Method = 'GET' | 'POST';
type Params = DefaultParams & Record<string, unknown>;

/** spec §3 "Browser storage keys": the state, kept under the `sesame.` prefix. */
const STATE_KEY = 'state';
/** The host's answer to a state it did not issue (services/contract/errors.ts). */
const INVALID_STATE = 'invalid_state';

/** The signed-in user's ID token, for the calls that act on their account (passkeys). */
const bearer = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });

/** spec §5: the country list is fetched once and cached for the page. */
let countryListCache: Country[] | undefined;

/** The only place the widget calls fetch (spec §7 call table). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? scriptOrigin();
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const storage = options.storage ?? prefixedLocalStorage();
  let knownAsId: string | undefined;
  let statePromise: Promise<ApiResult<string>> | undefined;

  // spec §7 "Default set": every call carries these, as query (GET) or JSON body (POST).
  const defaults = (): DefaultParams => ({
    origin: options.origin ?? globalThis.location?.origin,
    appId: options.appId,
    platform:
      options.platform ??
      detectPlatform(globalThis.navigator?.userAgent ?? '', globalThis.navigator?.maxTouchPoints),
    sdkPlatform: 'JS',
    isLoginPage: false,
    locale: options.locale,
    asId: knownAsId,
    sId: options.sId ?? undefined,
    clientId: options.clientId ?? undefined,
  });

  async function send<T>(
    method: Method,
    path: string,
    params: Params,
    headers: Record<string, string> = {},
  ): Promise<ApiResult<T>> {
    const payload = { ...defaults(), ...params };
    const init: RequestInit = { method, headers: { Accept: 'application/json', ...headers } };
    let url = `${baseUrl}${path}`;
    if (method === 'GET') {
      const query = toQuery(payload);
      if (query) url += `?${query}`;
    } else {
      init.headers = { Accept: 'application/json', 'Content-Type': 'application/json', ...headers };
      init.body = JSON.stringify(payload);
    }
    let response: Response;
    try {
      response = await fetchFn(url, init);
    } catch {
      return networkFailure();
    }
    if (!response.ok) return failureFrom(response);
    try {
      return { ok: true, data: (await response.json()) as T };
    } catch {
      return { ...networkFailure(), status: response.status };
    }
  }

  // spec §4 "State": taken from storage first, else fetched once.
  function getState(): Promise<ApiResult<string>> {
    const stored = storage.get(STATE_KEY);
    if (stored) return Promise.resolve({ ok: true, data: stored });
    statePromise ??= send<StateResponse>('GET', API.state, {}).then((result): ApiResult<string> => {
      statePromise = undefined;
      if (!result.ok) return result;
      if (typeof result.data.state !== 'string' || result.data.state === '') return networkFailure();
      storage.set(STATE_KEY, result.data.state);
      return { ok: true, data: result.data.state };
    });
    return statePromise;
  }

  // spec §7: except for the state call, the state is the last path segment. A state the host
  // no longer accepts is dropped and fetched again, once.
  async function call<T>(
    method: Method,
    path: string,
    params: Params,
    retry = true,
    headers: Record<string, string> = {},
  ): Promise<ApiResult<T>> {
    const state = await getState();
    if (!state.ok) return state;
    const result = await send<T>(method, `${path}/${encodeURIComponent(state.data)}`, params, headers);
    if (!result.ok && result.code === INVALID_STATE && retry) {
      storage.remove(STATE_KEY);
      return call(method, path, params, false, headers);
    }
    return result;
  }

  return {
    getState,
    getMerchantConfig: () => call<MerchantConfigResponse>('GET', API.merchantConfig, {}),
    async createIntent(request) {
      const result = await call<IntentResponse>('POST', API.intent, request);
      if (result.ok) knownAsId = result.data.asId;
      return result;
    },
    verifyOtp: (request) => call<OtpResponse>('POST', API.otp, request),
    getStatus: (asId) => call<StatusResponse>('GET', API.statusV3, { asId }),
    verifyCode: (code, asId) => call<VerifyCodeResponse>('GET', API.verifyCodeV2, { code, asId }),
    getRedirectUri: (code) => call<RedirectUriResponse>('GET', API.redirectUriV1, { code }),
    async getCountryList() {
      if (countryListCache) return { ok: true, data: countryListCache };
      const result = await send<Country[]>('GET', API.countryList, {});
      if (result.ok && Array.isArray(result.data)) countryListCache = result.data;
      return result;
    },
    passkeyRegistrationStart: (idToken) =>
      call<PasskeyCreationOptions>('POST', WEBAUTHN_API.registrationStart, {}, true, bearer(idToken)),
    passkeyRegistrationComplete: (idToken, result) =>
      call<PasskeyRegistered>(
        'POST',
        WEBAUTHN_API.registrationComplete,
        { ...result },
        true,
        bearer(idToken),
      ),
    passkeyLoginStart: () => call<PasskeyRequestOptions>('POST', WEBAUTHN_API.loginStart, {}),
    passkeyLoginComplete: (result) =>
      call<PasskeyLoginResponse>('POST', WEBAUTHN_API.loginComplete, { ...result }),
    async statusStreamUrl(asId) {
      const state = await getState();
      if (!state.ok) return state;
      const query = toQuery({ appId: options.appId, asId });
      return { ok: true, data: `${baseUrl}${API.statusStream}/${encodeURIComponent(state.data)}?${query}` };
    },
    async createQrSignIn() {
      const result = await call<QrSignInResponse>('POST', API.qrCreate, {});
      if (result.ok) knownAsId = result.data.asId;
      return result;
    },
    getOneTapIdentities: () => call<OneTapIdentitiesResponse>('POST', API.sendUser, {}),
    completeOneTap: (identityId) => call<OneTapCompleteResponse>('POST', API.oneTapComplete, { identityId }),
    getSupportTicket: (channel) =>
      call<SupportTicketResponse>('GET', API.supportTicket, channel ? { channel } : {}),
  };
}

export type { ApiFailure, ApiResult };
