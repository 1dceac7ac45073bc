import type { HeadlessRequest, HeadlessResponse } from '../../contract/headless';
import type { ApiClient } from '../api/apiClient';
import type { Timers } from './Timers';

/** The host calls a headless page makes (services/api/apiClient.ts). */
export type HeadlessApi = Pick<
  ApiClient,
  | 'getMerchantConfig'
  | 'getCountryList'
  | 'createIntent'
  | 'verifyOtp'
  | 'getStatus'
  | 'verifyCode'
  | 'completeKnownOneTap'
>;

export interface HeadlessDeps {
  /** The app id the page was started with (spec §5: none gives APP_ID). */
  appId: string | undefined;
  api: HeadlessApi;
  timers: Timers;
  /** Where responses that answer no request go (VERIFY, ONETAP, a retried INITIATE). */
  push: (response: HeadlessResponse) => void;
  /** The provider host's origin, for absolute logo URLs. */
  hostOrigin: string;
  /** In a native app (silent auth times out sooner, spec §9). */
  native?: boolean;
  /** spec §4: the silent-auth session link goes to the native layer (bridge call 42) or is fetched. */
  handOffSilentAuthLink?: (url: string) => void;
}

export interface HeadlessHandler {
  /** Answers one request: `answer` gets its response, pushes that follow go to `push`. */
  handle(request: HeadlessRequest, answer: (response: HeadlessResponse) => void): Promise<void>;
  /** Stops every status poll. */
  stop(): void;
}
