/** spec §7 "Analytics event names": the silent-auth steps of both silent-auth events. */
const SILENT_AUTH_STEPS = [
  'INIT',
  'RECEIVED',
  'FAILED',
  'TIMEOUT',
  'API_DATA',
  'DATA_TRANSMITTED',
  'NATIVE_DATA',
  'POLLING',
  'SUCCESS',
] as const;

/** spec §7 analytics event names, before their SDK_ / SDK_IN_IFRAME_ prefix (spec §3). */
export const SDK_EVENT_NAMES = [
  'INITIALIZED',
  'TIMEOUT',
  'TRY_AGAIN',
  'IFRAME_FAILED',
  'ONETAP_CREATED',
  'INTENT_CREATED',
  'CLIENT_REDIRECTION',
  'OTP_AUTO_READ',
  ...SILENT_AUTH_STEPS.map((step) => `SILENT_AUTH_PRE_CHECK_${step}` as const),
  ...SILENT_AUTH_STEPS.map((step) => `SILENT_AUTH_SESSION_URI_${step}` as const),
] as const;
export type SdkEventName = (typeof SDK_EVENT_NAMES)[number];

/** spec §3 event_params.product: the login page, a button, the floater (or the demo floater). */
export type SdkProduct = 'LOGIN_PAGE' | 'BUTTON' | 'FLOATER' | 'CLIENT_DEMO_FLOATER';

/** spec §3 SDK event `platform`. */
export const SDK_EVENT_PLATFORM = 'WEBSDK';
