import type { SdkPlatform } from '../../contract/channels';
import type { Platform } from '../device/detectPlatform';
import type { KeyValueStorage } from '../storage/keyValueStorage';
import type { ApiFailure } from './ApiResult';
import type { DefaultParamsInput } from './defaultParams';

/** What the page tells createApiClient (services/api/apiClient). */
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
