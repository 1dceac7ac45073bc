/** spec §7 "Analytics event names": the silent-auth steps of both silent-auth events. */
type SilentAuthStep =
  | 'INIT'
  | 'RECEIVED'
  | 'FAILED'
  | 'TIMEOUT'
  | 'API_DATA'
  | 'DATA_TRANSMITTED'
  | 'NATIVE_DATA'
  | 'POLLING'
  | 'SUCCESS';

/** spec §7 analytics event names, before their SDK_ / SDK_IN_IFRAME_ prefix (spec §3). */
export type SdkEventName =
  | 'INITIALIZED'
  | 'TIMEOUT'
  | 'TRY_AGAIN'
  | 'IFRAME_FAILED'
  | 'ONETAP_CREATED'
  | 'INTENT_CREATED'
  | 'CLIENT_REDIRECTION'
  | 'OTP_AUTO_READ'
  | `SILENT_AUTH_PRE_CHECK_${SilentAuthStep}`
  | `SILENT_AUTH_SESSION_URI_${SilentAuthStep}`;

/** spec §3 event_params.product: the login page, a button, the floater (or the demo floater). */
export type SdkProduct = 'LOGIN_PAGE' | 'BUTTON' | 'FLOATER' | 'CLIENT_DEMO_FLOATER';

/** spec §3 SDK event `platform`. */
export const SDK_EVENT_PLATFORM = 'WEBSDK';
