import type { Channel } from '../../contract/channels';
import type { SupportTicketResponse } from '../../contract/channelWire';
import { RETURN_PAGE_MAX_LENGTH } from '../../contract/constants';
import { API } from '../../contract/paths';
import type {
  Country,
  IntentResponse,
  MerchantConfigResponse,
  OtpResponse,
  RedirectUriResponse,
  StatusResponse,
  VerifyCodeResponse,
} from '../../contract/wire';
import type { SdkEventName } from '../analytics/sdkEventNames';
import { nativeOtpHash } from '../bridges/native/otpHash';
import type { ApiClientOptions } from './ApiClientOptions';
import type { ApiFailure, ApiResult } from './ApiResult';
import { createApiTransport } from './apiTransport';
import { type DeliveryApi, deliveryCalls } from './deliveryCalls';
import { explainUnreadable } from './explainUnreadable';
import { loadMerchantConfig } from './loadMerchantConfig';
import { type OneTapApi, oneTapCalls } from './oneTapCalls';
import { type PasskeyApi, passkeyCalls } from './passkeyCalls';
import { type QrApi, qrCalls } from './qrCalls';
import { type SessionApi, sessionCalls } from './sessionCalls';
import { sharedInFlight } from './sharedInFlight';
import { type SilentAuthApi, silentAuthCalls } from './silentAuthCalls';
import { toQuery } from './toQuery';

/**
 * The widget's view of the host (spec §7 call table). The QR, one-tap and session calls are
 * optional so that a flow's test passes only what it uses; createApiClient has them all.
 */
export interface ApiClient
  extends PasskeyApi,
    Partial<QrApi>,
    Partial<OneTapApi>,
    Partial<SessionApi>,
    Partial<SilentAuthApi>,
    Partial<DeliveryApi> {
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
  /** The live status stream (server-sent events) of `asId`; without it the widget polls getStatus. */
  statusStreamUrl?(asId: string): Promise<ApiResult<string>>;
  /** spec §7 support ticket: a WhatsApp chat intent. */
  getSupportTicket?(channel?: Channel): Promise<ApiResult<SupportTicketResponse>>;
}

/** The QR phone page's calls (elements/qrPhone.ts), which every client createApiClient makes has. */
export type QrPhoneApi = Required<Pick<ApiClient, 'matchQr' | 'approveQr' | 'statusStreamUrl'>>;

/** How long a merchant config just fetched answers another client's request (the host caches 2 s). */
const CONFIG_SHARED_MS = 2000;

/**
 * spec §5: the country list is fetched once and cached for the page, once per language
 * (docs/languages.md): the host names the countries in the element's `locale`, else the app's
 * language, else the browser's, so the host, the app and the element's `locale` make the key.
 */
const countryListCache = new Map<string, Country[]>();

/** The widget's API client: the sign-in calls here, the rest by group over one transport. */
export function createApiClient(options: ApiClientOptions): ApiClient & SessionApi & QrPhoneApi {
  const transport = createApiTransport(options);
  // spec §8: without an origin the host cannot tell which site asks.
  if (!(options.origin ?? globalThis.location?.origin)) console.warn('Origin could not be found.');
  const { baseUrl, fetchOwner, send, call, checked, getState, track } = transport;
  return {
    track,
    getState,
    // The elements' early call (elements/earlyCalls.ts) and the floater's share one request.
    getMerchantConfig: () =>
      sharedInFlight(
        fetchOwner,
        `config ${baseUrl} ${options.appId}`,
        (answer) => (answer.ok ? CONFIG_SHARED_MS : 0),
        async () => explainUnreadable(await loadMerchantConfig(transport), fetchOwner, baseUrl),
      ),
    async createIntent(request) {
      await transport.deviceBound();
      // spec §5: a native Android app's SMS Retriever hash goes with a phone number's intent.
      const otpHash = request.mobile === undefined ? undefined : await nativeOtpHash();
      // docs/widget.md: a sign-in that comes back by redirect lands on the page it began on.
      const page = globalThis.location?.href;
      const returnPage = page && page.length <= RETURN_PAGE_MAX_LENGTH ? page : undefined;
      const result = await call<IntentResponse>('POST', API.intent, {
        ...request,
        ...(otpHash ? { otpHash } : {}),
        ...(returnPage ? { returnPage } : {}),
      });
      // spec §8: an answer without the intent's data is logged.
      if (result.ok && !result.data?.asId) console.warn('did not result in a valid response');
      if (result.ok) {
        transport.follow(result.data.asId);
        track('INTENT_CREATED', { channel: request.channel });
      }
      return result;
    },
    verifyOtp: (request) => call<OtpResponse>('POST', API.otp, request),
    getStatus: (asId) => call<StatusResponse>('GET', API.statusV3, { asId }),
    verifyCode: (code, asId) => call<VerifyCodeResponse>('GET', API.verifyCodeV2, { code, asId }),
    // spec §7: the v2 redirect-uri call when an order id is in the page's URL.
    getRedirectUri: (code) =>
      call<RedirectUriResponse>('GET', orderIdOf(options.urlParams) ? API.redirectUriV2 : API.redirectUriV1, {
        code,
      }),
    async getCountryList() {
      const key = `${baseUrl} ${options.appId} ${options.locale ?? options.urlParams?.locale ?? ''}`;
      const cached = countryListCache.get(key);
      if (cached) return { ok: true, data: cached };
      const result = checked(API.countryList, await send<Country[]>('GET', API.countryList, {}));
      if (result.ok && Array.isArray(result.data)) countryListCache.set(key, result.data);
      // spec §8: a failure is logged and the cache (none yet) stands.
      else console.warn('Error while fetching country codes');
      return result;
    },
    async statusStreamUrl(asId) {
      const state = await getState();
      if (!state.ok) return state;
      const query = toQuery({ appId: options.appId, asId });
      return { ok: true, data: `${baseUrl}${API.statusStream}/${encodeURIComponent(state.data)}?${query}` };
    },
    getSupportTicket: (channel) =>
      call<SupportTicketResponse>('GET', API.supportTicket, channel ? { channel } : {}),
    ...passkeyCalls(transport),
    ...qrCalls(transport),
    ...oneTapCalls(transport),
    ...sessionCalls(transport),
    ...silentAuthCalls(transport),
    ...deliveryCalls(transport),
  };
}

/** spec §7 "orderId (from order, ref or qr ref id)" of the page's URL. */
function orderIdOf(url: ApiClientOptions['urlParams']): string | undefined {
  return url?.orderId ?? url?.ref_id ?? url?.qr_ref_id;
}

export type { SessionApi, SessionProof } from './sessionCalls';
export type { ApiClientOptions, ApiFailure, ApiResult };
