import type { SdkEventName } from '../analytics/sdkEventNames';
import type { Channel, SdkPlatform } from '../contract/channels';
import type {
  OneTapCompleteResponse,
  OneTapIdentitiesResponse,
  QrSignInResponse,
  SupportTicketResponse,
} from '../contract/channelWire';
import { API } from '../contract/paths';
import type {
  AddressInput,
  CheckSessionResponse,
  LogoutResponse,
  RefreshSessionResponse,
  SaveAddressResponse,
} from '../contract/sessionWire';
import { STATE_KEY } from '../contract/storageKeys';
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
import type { KeyValueStorage } from '../storage/keyValueStorage';
import { pageStorage } from '../storage/memoryBackedStorage';
import type { ApiFailure, ApiResult } from './ApiResult';
import { type DefaultParamsInput, defaultParams } from './defaultParams';
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
  /** The provider host; defaults to the origin of the elements script (providerHostFor). */
  baseUrl?: string;
  /** spec §7 default set: the page's URL parameters by their spec §2 names (LaunchParams.raw). */
  urlParams?: DefaultParamsInput['url'];
  isLoginPage?: boolean;
  /** spec §7 default set `metadata`, sent as JSON. */
  metadata?: unknown;
  /** spec §8 "the error action handler": called with every failed call's failure and path. */
  onError?: (failure: ApiFailure, path: string) => void;
  /**
   * spec §8 "an event named after the URL and status" (services/api/apiErrorEvent); by default
   * a DOM event on `window`.
   */
  onEvent?: (name: string, failure: ApiFailure) => void;
  /** spec §8 "reports the failure to error reporting"; by default the lazy Sentry reporter. */
  report?: (failure: ApiFailure, path: string) => void;
  /** Gather device info and the fingerprint (lazily) for the default set; on in a browser. */
  collectDevice?: boolean;
  /** The embedding page's origin; defaults to `location.origin`. */
  origin?: string;
  platform?: Platform;
  /** spec §7 default set `sdkPlatform` (spec §3 SDK platforms); 'JS' unless the page says otherwise. */
  sdkPlatform?: SdkPlatform;
  /** spec §7 default set `isHeadless`: set by the headless page. */
  isHeadless?: boolean;
  fetch?: typeof fetch;
  storage?: KeyValueStorage;
}

export interface ApiClient {
  /** spec §3, §7: an SDK event to the host's event route; failures are ignored. */
  track?(name: SdkEventName, extraParams?: Record<string, unknown>): void;
  getState(): Promise<ApiResult<string>>;
  getMerchantConfig(): Promise<ApiResult<MerchantConfigResponse>>;
  createIntent(request: {
    channel: Channel;
    email?: string;
    /** spec §5: the country code without '+' followed by the phone. */
    mobile?: string;
    resend?: boolean;
    /** spec §3 intent request: whether the host may answer with silent network authentication. */
    silentAuthEnabled?: boolean;
    /** spec §3 intent request: the headless request's metaData, as JSON. */
    clientMetaData?: string;
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
  /** spec §7 check-session-token: the session's user while it is live. */
  checkSession?(request: {
    sessionId: string;
    sessionToken: string;
  }): Promise<ApiResult<CheckSessionResponse>>;
  /** spec §7 refresh-session-token: a new token pair; the refresh token given is spent. */
  refreshSession?(request: {
    sessionId: string;
    refreshToken: string;
  }): Promise<ApiResult<RefreshSessionResponse>>;
  /** spec §7 logout-session: ends the session server-side (either token proves it). */
  logoutSession?(request: SessionProof): Promise<ApiResult<LogoutResponse>>;
  /** spec §7 `/v1/user/logout`: the same, for the user's logout. */
  logout?(request: SessionProof): Promise<ApiResult<LogoutResponse>>;
  /** spec §7 `/v1/user/address`: saves an address for the session's user. */
  saveAddress?(sessionToken: string, address: AddressInput): Promise<ApiResult<SaveAddressResponse>>;
}

/** The session and address calls, which every client createApiClient makes has. */
export type SessionApi = Required<
  Pick<ApiClient, 'checkSession' | 'refreshSession' | 'logoutSession' | 'logout' | 'saveAddress'>
>;

/** The session a logout ends, proved by either of its tokens. */
export interface SessionProof {
  sessionId: string;
  sessionToken?: string;
  refreshToken?: string;
}

type Method = 'GET' | 'POST';
type Params = DefaultParams & Record<string, unknown>;

/** The host's answer to a state it did not issue (services/contract/errors.ts). */
const INVALID_STATE = 'invalid_state';

/** The signed-in user's ID token, for the calls that act on their account (passkeys). */
const bearer = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });

const noop = () => {};

/** spec §5: the country list is fetched once and cached for the page. */
let countryListCache: Country[] | undefined;

/** The only place the widget calls fetch (spec §7 call table). */
export function createApiClient(options: ApiClientOptions): ApiClient & SessionApi {
  // spec §7 host rule: services/api/providerHostFor (the script's origin unless overridden).
  const baseUrl = options.baseUrl ?? scriptOrigin();
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const storage = options.storage ?? pageStorage();
  const nav = globalThis.navigator;
  const ua = nav?.userAgent ?? '';
  let knownAsId: string | undefined;
  let statePromise: Promise<ApiResult<string>> | undefined;
  let device: DefaultParamsInput['device'];
  const inBrowser = options.collectDevice ?? !!globalThis.document;
  // spec §3: uid and state also live in cookies (services/storage/syncCookies, a lazy chunk).
  const syncCookies = () =>
    inBrowser && void import('../storage/syncCookies').then((m) => m.syncCookies(storage)).catch(noop);
  syncCookies();
  // Device info and the fingerprint arrive in a lazy chunk and join later calls: never waited for.
  if (inBrowser) {
    import('../device/deviceParams')
      .then((m) =>
        m.gatherDeviceParams((found) => {
          device = { ...device, ...found };
        }),
      )
      .catch(noop);
  }

  // spec §8: the error action handler, then (services/api/announceFailure, lazy) the event named
  // after the URL and status and the report to error reporting.
  const checked = <T>(path: string, result: ApiResult<T>) => {
    if (!result.ok) {
      options.onError?.(result, path);
      import('./announceFailure').then((m) => m.announceFailure(path, result, options)).catch(noop);
    }
    return result;
  };

  // spec §7 "Default set": every call carries these, as query (GET) or JSON body (POST).
  const defaultsFor = (method: Method, path: string, params: Params) =>
    defaultParams(
      {
        ...options,
        origin: options.origin ?? globalThis.location?.origin,
        platform: options.platform ?? detectPlatform(ua, nav?.maxTouchPoints),
        isIpad: /ipad/i.test(ua),
        url: options.urlParams,
        storage,
        asId: knownAsId,
        device,
      },
      { method, isIntent: path.startsWith(API.intent), token: params.token, uid: params.uid },
    );

  async function send<T>(
    method: Method,
    path: string,
    params: Params,
    headers: Record<string, string> = {},
  ): Promise<ApiResult<T>> {
    const defaults = defaultsFor(method, path, params);
    const payload = { ...defaults, ...params, token: defaults.token };
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
      if (!result.ok) return checked(API.state, result);
      // spec §8: a state response without a state is reported as an error.
      if (typeof result.data.state !== 'string' || result.data.state === '')
        return checked(API.state, networkFailure());
      storage.set(STATE_KEY, result.data.state);
      syncCookies();
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
    return checked(path, result);
  }

  // spec §3, §7 analytics (services/analytics, a lazy chunk): sent and forgotten.
  const track: NonNullable<ApiClient['track']> = (name, extraParams) => {
    const defaults = { ...defaultsFor('POST', API.sdkEvent, {}), appId: options.appId };
    import('../analytics/trackSdkEvent')
      .then((m) => m.trackSdkEvent(baseUrl, defaults, name, extraParams))
      .catch(noop);
  };

  return {
    track,
    getState,
    getMerchantConfig: () => call<MerchantConfigResponse>('GET', API.merchantConfig, {}),
    async createIntent(request) {
      const result = await call<IntentResponse>('POST', API.intent, request);
      if (result.ok) {
        knownAsId = result.data.asId;
        track('INTENT_CREATED', { channel: request.channel });
      }
      return result;
    },
    verifyOtp: (request) => call<OtpResponse>('POST', API.otp, request),
    getStatus: (asId) => call<StatusResponse>('GET', API.statusV3, { asId }),
    verifyCode: (code, asId) => call<VerifyCodeResponse>('GET', API.verifyCodeV2, { code, asId }),
    getRedirectUri: (code) => call<RedirectUriResponse>('GET', API.redirectUriV1, { code }),
    async getCountryList() {
      if (countryListCache) return { ok: true, data: countryListCache };
      const result = checked(API.countryList, await send<Country[]>('GET', API.countryList, {}));
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
    async completeOneTap(identityId) {
      const result = await call<OneTapCompleteResponse>('POST', API.oneTapComplete, { identityId });
      // spec §7 analytics: a one-tap sign-in went through.
      if (result.ok) track('ONETAP_CREATED');
      return result;
    },
    getSupportTicket: (channel) =>
      call<SupportTicketResponse>('GET', API.supportTicket, channel ? { channel } : {}),
    checkSession: (request) => call<CheckSessionResponse>('POST', API.sessionCheck, { ...request }),
    refreshSession: (request) => call<RefreshSessionResponse>('POST', API.sessionRefresh, { ...request }),
    logoutSession: (request) => call<LogoutResponse>('POST', API.sessionLogout, { ...request }),
    logout: (request) => call<LogoutResponse>('POST', API.userLogout, { ...request }),
    // The session token is the bearer credential of the user's own calls (server/sessions/sessionUser).
    saveAddress: (sessionToken, address) =>
      call<SaveAddressResponse>('POST', API.userAddress, { address }, true, bearer(sessionToken)),
  };
}

export type { ApiFailure, ApiResult };
