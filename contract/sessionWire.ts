/**
 * Wire shapes of the session, logout, address and SDK event calls (spec §3, §7). Plain types
 * only: the server imports this file too.
 */
import type { DefaultParams, SesameUser } from './wire';

/**
 * spec §3 `sessionInfo`: the session a finished sign-in opened (docs/security.md "Sessions and
 * tokens"). The session token proves the session for an hour; the refresh token trades itself,
 * once, for a new pair. Times are ISO 8601.
 */
export interface SessionInfo {
  sessionId: string;
  sessionToken: string;
  refreshToken: string;
  sessionTokenExpiresAt: string;
  /** The end of the session: refreshing never moves it. */
  expiresAt: string;
}

/** `POST /v1/session/check-session-token/{state}`. */
export interface CheckSessionRequest extends DefaultParams {
  sessionId: string;
  sessionToken: string;
}

/** `POST /v1/session/refresh-session-token/{state}`. */
export interface RefreshSessionRequest extends DefaultParams {
  sessionId: string;
  refreshToken: string;
}

/**
 * `POST /v1/session/logout-session/{state}` and `POST /v1/user/logout/{state}`: the session to
 * end, proved by either of its tokens (an expired session token still logs out).
 */
export interface LogoutRequest extends DefaultParams {
  sessionId: string;
  sessionToken?: string;
  refreshToken?: string;
}

/** What a live session stands for. */
export interface SessionFacts {
  sessionId: string;
  user: SesameUser;
  sessionTokenExpiresAt: string;
  expiresAt: string;
}

/** spec §3 "Fetch-new-session response: success, data": the check answers the same way. */
export interface CheckSessionResponse {
  success: true;
  data: SessionFacts;
}
export interface RefreshSessionResponse {
  success: true;
  data: SessionInfo;
}
export interface LogoutResponse {
  success: true;
}

/** A postal address as the user typed it; `country` is ISO 3166-1 alpha-2. */
export interface AddressInput {
  name?: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode: string;
  country: string;
  phone?: string;
}

export interface Address extends AddressInput {
  id: string;
  createdAt: string;
}

/** `POST /v1/user/address/{state}` (`Authorization: Bearer <sessionToken>`). */
export interface SaveAddressRequest extends DefaultParams {
  address: AddressInput;
}
export interface SaveAddressResponse {
  address: Address;
}
/** `GET /v1/user/address/{state}`: the user's addresses with this app, oldest first. */
export interface AddressListResponse {
  addresses: Address[];
}

/** spec §3 SDK event `event_params`. */
export interface SdkEventParams {
  product?: string;
  sdkPlatform?: string;
  qr_ref_id?: string;
  host?: string;
  device?: string;
  deviceInfo?: string | Record<string, unknown>;
  extraParams?: Record<string, unknown>;
}

/** spec §3 SDK event, posted to `/v1/sdk/event[/{state}]` with the app id. */
export interface SdkEventRequest extends DefaultParams {
  appId: string;
  sdk_version: string;
  /** spec §3: `SDK_…`, or `SDK_IN_IFRAME_…` inside iframes. */
  event_name: string;
  platform?: string;
  inid?: string;
  tsid?: string;
  waId?: string;
  event_params?: SdkEventParams;
}
