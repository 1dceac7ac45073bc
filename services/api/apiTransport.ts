import { API } from '../../contract/paths';
import { STATE_KEY } from '../../contract/storageKeys';
import type { DefaultParams, StateResponse } from '../../contract/wire';
import { ensureAnalyticsIds } from '../analytics/analyticsIds';
import type { SdkEventName } from '../analytics/sdkEventNames';
import { detectPlatform } from '../device/detectPlatform';
import type { DeviceCalls, ProvedCall } from '../device/deviceCalls';
import { pageStorage } from '../storage/memoryBackedStorage';
import type { ApiClientOptions } from './ApiClientOptions';
import type { ApiResult } from './ApiResult';
import { afterFirstScreen, markFirstAnswer } from './afterFirstScreen';
import { type DefaultParamsInput, defaultParams } from './defaultParams';
import { networkFailure } from './failureFrom';
import { scriptOrigin } from './scriptOrigin';
import { sendRequest } from './sendRequest';
import { sharedInFlight } from './sharedInFlight';

export type Method = 'GET' | 'POST';
type Params = DefaultParams & Record<string, unknown>;
type Headers = Record<string, string>;

/** The host's answer to a state it did not issue (contract/errors.ts). */
const INVALID_STATE = 'invalid_state';

const noop = () => {};

/** What every group of calls (sessionCalls, passkeyCalls, qrCalls, oneTapCalls) is built on. */
export type ApiTransport = ReturnType<typeof createApiTransport>;

/**
 * The only place the widget calls fetch (spec §7 call table): the default set, the state, the
 * failure handling, the device key and analytics, shared by every call createApiClient makes.
 */
export function createApiTransport(options: ApiClientOptions) {
  // spec §7 host rule: services/api/providerHostFor (the script's origin unless overridden).
  const baseUrl = options.baseUrl ?? scriptOrigin();
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const storage = options.storage ?? pageStorage();
  const nav = globalThis.navigator;
  const ua = nav?.userAgent ?? '';
  let knownAsId: string | undefined;
  // Requests shared with the page's other clients (services/api/sharedInFlight).
  const fetchOwner = options.fetch ?? globalThis.fetch;
  let device: DefaultParamsInput['device'];
  const inBrowser = options.collectDevice ?? !!globalThis.document;
  if (inBrowser) ensureAnalyticsIds(storage);
  // spec §3: uid and state also live in cookies (services/storage/syncCookies, a lazy chunk).
  // Both lazy chunks wait until the first screen is up (services/api/afterFirstScreen).
  const syncCookies = () =>
    inBrowser &&
    void afterFirstScreen()
      .then(() => import('../storage/syncCookies'))
      .then((m) => m.syncCookies(storage))
      .catch(noop);
  syncCookies();
  // Device info and the fingerprint arrive in a lazy chunk and join later calls: never waited for.
  if (inBrowser) {
    afterFirstScreen()
      .then(() => import('../device/deviceParams'))
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

  function send<T>(method: Method, path: string, params: Params, headers: Headers = {}) {
    const defaults = defaultsFor(method, path, params);
    const payload = { ...defaults, ...params, token: defaults.token };
    return sendRequest<T>(fetchFn, `${baseUrl}${path}`, method, payload, headers);
  }

  // spec §4 "State": taken from storage first, else fetched once.
  function getState(): Promise<ApiResult<string>> {
    const stored = storage.get(STATE_KEY);
    if (stored) {
      bindDevice(stored);
      return Promise.resolve({ ok: true, data: stored });
    }
    const fetchState = () =>
      send<StateResponse>('GET', API.state, {}).then((result): ApiResult<string> => {
        if (!result.ok) {
          // spec §8: the failed state fetch is logged with its response.
          console.warn(`State could not be fetched response: ${JSON.stringify(result)}`);
          return checked(API.state, result);
        }
        // spec §8: a state response without a state is reported as an error.
        if (typeof result.data.state !== 'string' || result.data.state === '')
          return checked(API.state, networkFailure());
        storage.set(STATE_KEY, result.data.state);
        syncCookies();
        bindDevice(result.data.state);
        return { ok: true, data: result.data.state };
      });
    return sharedInFlight(fetchOwner, `state ${baseUrl}`, () => 0, fetchState);
  }

  // spec §7: except for the state call, the state is the last path segment. A state the host
  // no longer accepts is dropped and fetched again, once.
  async function call<T>(
    method: Method,
    path: string,
    params: Params,
    retry = true,
    headers: Headers = {},
  ): Promise<ApiResult<T>> {
    const state = await getState();
    if (!state.ok) return state;
    const result = await send<T>(method, `${path}/${encodeURIComponent(state.data)}`, params, headers);
    markFirstAnswer();
    if (!result.ok && result.code === INVALID_STATE && retry) {
      storage.remove(STATE_KEY);
      return call(method, path, params, false, headers);
    }
    return checked(path, result);
  }

  // One-tap proves possession of the device key (services/device/deviceCalls, a lazy chunk).
  let deviceCalls: Promise<DeviceCalls> | undefined;
  const deviceKey = () =>
    (deviceCalls ??= import('../device/deviceCalls').then((m) =>
      m.createDeviceCalls({ storage, send, call, getState }),
    ));
  const bindDevice = (state: string) => {
    if (inBrowser) deviceKey().then((d) => d.bind(state), noop);
  };

  return {
    baseUrl,
    fetchOwner,
    send,
    call,
    checked,
    getState,
    /** The sign-in the page follows, sent with later calls (spec §7 default set `asId`). */
    follow(asId: string) {
      knownAsId = asId;
    },
    // The host remembers a sign-in for the key bound to the state when it completes, so a sign-in
    // starts only once the background binding of this page load is done (or has failed).
    async deviceBound() {
      if (!inBrowser) return;
      const state = await getState();
      if (state.ok) await deviceKey().then((d) => d.bind(state.data), noop);
    },
    withDeviceProof: <T>(path: string, what?: ProvedCall): Promise<ApiResult<T>> =>
      deviceKey().then((d) => d.withProof<T>(path, what), networkFailure),
    // A logout also forgets the device key: one-tap here needs a new sign-in (docs/security.md).
    forgetDevice: () =>
      void deviceKey()
        .then((d) => d.forget(), noop)
        .catch(noop),
    // spec §3, §7 analytics (services/analytics, a lazy chunk): sent and forgotten.
    track(name: SdkEventName, extraParams?: Record<string, unknown>) {
      const defaults = { ...defaultsFor('POST', API.sdkEvent, {}), appId: options.appId };
      afterFirstScreen()
        .then(() => import('../analytics/trackSdkEvent'))
        .then((m) => m.trackSdkEvent(baseUrl, defaults, name, extraParams))
        .catch(noop);
    },
  };
}
