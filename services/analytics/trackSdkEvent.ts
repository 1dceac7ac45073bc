import { API } from '../contract/paths';
import type { DefaultParams } from '../contract/wire';
import { isThirdPartyFrame } from '../storage/cookies';
import { type SdkEventContext, sdkEvent } from './sdkEvent';
import type { SdkEventName } from './sdkEventNames';
import { sendSdkEvent } from './sendSdkEvent';

/**
 * Sends one SDK event to the provider host's event route (spec §3, §7), from the API client's
 * default set. A lazy chunk: the widget imports it when it first tracks something.
 */
export function trackSdkEvent(
  baseUrl: string,
  defaults: DefaultParams & { appId: string },
  name: SdkEventName,
  extraParams?: Record<string, unknown>,
  context: Partial<SdkEventContext> = {},
): void {
  const inIframe = context.inIframe ?? inFrame();
  const event = sdkEvent(name, { host: baseUrl, ...context, defaults, inIframe }, extraParams);
  sendSdkEvent(`${baseUrl}${API.sdkEvent}`, event);
}

function inFrame(): boolean {
  try {
    return globalThis.window !== undefined && window.top !== window.self;
  } catch {
    return isThirdPartyFrame();
  }
}
