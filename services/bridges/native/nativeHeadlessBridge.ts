import type { NativeHeadlessBridge } from '../../headless/NativeHeadlessBridge';
import type { NativeBridge } from './NativeBridge';
import { getHeadlessRequest, readNativeOtp, sendHeadlessResponse, sendSilentAuthLink } from './nativeCalls';

/** Headless mode's view of the native bridge: calls 16, 20, 21 and 42 (spec §7). */
export function nativeHeadlessBridge(bridge: NativeBridge): NativeHeadlessBridge {
  return {
    getHeadlessRequest: () => getHeadlessRequest(bridge),
    sendHeadlessResponse: (response) => sendHeadlessResponse(bridge, response),
    openSilentAuthLink: (url) => sendSilentAuthLink(bridge, url),
    readOtp: () => readNativeOtp(bridge),
  };
}
