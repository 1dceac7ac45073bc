import { API } from '../../contract/paths';
import type { DefaultParams } from '../../contract/wire';
import { isInIframe } from '../device/isInIframe';
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
  const inIframe = context.inIframe ?? isInIframe();
  const event = sdkEvent(name, { host: baseUrl, ...context, defaults, inIframe }, extraParams);
  sendSdkEvent(`${baseUrl}${API.sdkEvent}`, event);
}
