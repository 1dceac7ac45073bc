/**
 * The native bridge contract (spec §6 native contexts, §7 "Native bridge calls (numbered)"): the
 * call numbers, the user-agent markers, the names the app registers and the wire shapes. The app
 * developer's side of it is described in the README ("Native apps").
 */

/** spec §7: every numbered call, by what it does. */
export const NATIVE_CALLS = {
  /**
   * The visitor dismissed the widget with its cross (spec §4 Dismissal: "in native mode it signals
   * native code with 0"); the app closes the webview, and no hide is counted on the page.
   */
  dismissed: 0,
  /** Subscribe (`{ subscribed: true }`) or unsubscribe the page from the hardware back button. */
  backSubscription: 3,
  /**
   * Keep a key and value in the app's own storage: after a sign-in the page hands the app the
   * visitor's uid (`{ key: 'uid', value }`, spec §3 stored uid).
   */
  storeKey: 4,
  /** Open a link (deeplink or web address) with the app's handler. */
  openDeeplink: 7,
  /** Ask the app about itself (async: the app answers). */
  appInfo: 8,
  /** Hand the sign-in result (token, user, code) to the app. */
  callbackData: 11,
  /** Set the webview's height as a percentage of the screen. */
  webviewHeight: 12,
  /** Close the webview. */
  close: 14,
  /** Read the one-time code of an incoming SMS (async: the app answers with the code). */
  otpRead: 16,
  /** Ask the app for its pending headless request (async). */
  getHeadlessRequest: 20,
  /** Hand a headless response to the app. */
  headlessResponse: 21,
  /** Hand the silent-auth session link to the app, which opens it over mobile data. */
  silentAuthLink: 42,
  /**
   * Zero-tap (async): the app answers with the code WhatsApp's zero-tap authentication template
   * handed it (Android broadcast), `{ otp }` or the code itself; the code screen fills it in.
   */
  zerotap: 45,
} as const;
export type NativeCallName = keyof typeof NATIVE_CALLS;
export type NativeCallKey = (typeof NATIVE_CALLS)[NativeCallName];

/** The calls the app answers through `window.sesameNative.resolve` / `reject`. */
export const NATIVE_ASYNC_CALLS: readonly NativeCallKey[] = [
  NATIVE_CALLS.appInfo,
  NATIVE_CALLS.otpRead,
  NATIVE_CALLS.getHeadlessRequest,
  NATIVE_CALLS.zerotap,
];

/**
 * spec §6: the native app's webview and the SDK webview carry markers in their user agent
 * (values not given by the spec; these are the ones Sesame's native SDKs set).
 */
export const NATIVE_APP_UA_MARKER = 'SesameApp/';
export const SDK_WEBVIEW_UA_MARKER = 'SesameSDK/';

/** Android: `addJavascriptInterface(obj, "SesameAndroid")`; the page calls `postMessage(json)`. */
export const ANDROID_INTERFACE_NAME = 'SesameAndroid';
/** iOS: `userContentController.add(handler, name: "sesame")`; the page posts the object itself. */
export const IOS_HANDLER_NAME = 'sesame';
/** What the page defines for the app's answers: `window.sesameNative.resolve(id, result)`. */
export const NATIVE_INBOX_NAME = 'sesameNative';

/** One call from the page to the app. `id` is present on async calls only. */
export interface NativeMessage {
  key: NativeCallKey;
  id?: string;
  data?: Record<string, unknown>;
}

/** What the app says about itself in answer to call 8 (every field optional). */
export interface NativeAppInfo {
  packageName?: string;
  appVersion?: string;
  sdkVersion?: string;
  /** The first 11 characters are sent as otpHash (spec §5). */
  appSignature?: string;
  [field: string]: unknown;
}

/** spec §5: how many characters of the app signature are sent as `otpHash` (the SMS Retriever hash). */
export const OTP_HASH_LENGTH = 11;
/** How long a phone intent waits for the app's answer to call 8 before it goes without `otpHash`. */
export const OTP_HASH_WAIT_MS = 1_500;
