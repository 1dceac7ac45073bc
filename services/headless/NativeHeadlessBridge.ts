import type { HeadlessRequest, HeadlessResponse } from '../../contract/headless';

/**
 * The native app's side of headless mode (spec §7 bridge calls 16, 20, 21 and 42): the numbered
 * calls themselves live with the native bridges; headless code needs only these.
 */
export interface NativeHeadlessBridge {
  /** Call 20: the app's headless request (empty when it sent none). */
  getHeadlessRequest(): Promise<HeadlessRequest | null>;
  /** Call 21: a response for the app. */
  sendHeadlessResponse(response: HeadlessResponse): void;
  /** Call 42: the silent-auth session link, opened by the app over mobile data. */
  openSilentAuthLink(url: string): void;
  /** Call 16: the code of the SMS the app read; rejects when it reads none. */
  readOtp(): Promise<string>;
}
