import { autoReadOtp } from './autoReadOtp';
import { createHeadlessHandler } from './createHeadlessHandler';
import type { HeadlessApi, HeadlessHandler } from './HeadlessDeps';
import { generalError, headlessApiError } from './headlessResponses';
import type { NativeHeadlessBridge } from './NativeHeadlessBridge';
import { showsNativeOneTap } from './nativeHeadlessRules';
import { readHeadlessRequest } from './readHeadlessRequest';
import type { Timers } from './Timers';

/**
 * Headless mode in a native app (spec §4 "Native headless request"): the app's request comes by
 * bridge call 20 and every response leaves by call 21. Resolves `onetap` when the rules say the
 * one-tap view is shown instead (the page then shows it), else the running handler.
 */
export async function runNativeHeadless(options: {
  appId: string | undefined;
  bridge: NativeHeadlessBridge;
  api: HeadlessApi;
  timers: Timers;
  hostOrigin: string;
  /** The app asked for the one-tap view when it sends an empty request. */
  showIfEmpty: boolean;
}): Promise<'onetap' | HeadlessHandler> {
  const { bridge } = options;
  const raw = await bridge.getHeadlessRequest().catch(() => null);
  const request = readHeadlessRequest(raw);
  const config = await options.api.getMerchantConfig();
  if (!config.ok) {
    bridge.sendHeadlessResponse(headlessApiError({ message: config.message }));
    return createHeadlessHandler({ ...options, push: () => undefined });
  }
  if (showsNativeOneTap(request, { showIfEmpty: options.showIfEmpty, config: config.data })) return 'onetap';
  const send = (response: Parameters<NativeHeadlessBridge['sendHeadlessResponse']>[0]) => {
    try {
      bridge.sendHeadlessResponse(response);
    } catch {
      // The app went away; nothing is waiting for the answer.
    }
  };
  const handler = createHeadlessHandler({
    appId: options.appId,
    api: options.api,
    timers: options.timers,
    hostOrigin: options.hostOrigin,
    native: true,
    push: send,
    handOffSilentAuthLink: (url) => bridge.openSilentAuthLink(url),
  });
  // spec §3 OTP_AUTO_READ: a code sent by SMS is read by the app (call 16) and verified.
  const answer = (response: Parameters<typeof send>[0]) => {
    send(response);
    autoReadOtp({
      request,
      answer: response,
      readOtp: () => bridge.readOtp(),
      push: send,
      verify: (withOtp) => handler.handle(withOtp, send),
    });
  };
  await handler.handle(request, answer).catch(() => send(generalError()));
  return handler;
}
