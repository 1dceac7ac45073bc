import { SDK_VERSION } from '../../contract/constants';
import type { SdkEventParams, SdkEventRequest } from '../../contract/sessionWire';
import type { DefaultParams } from '../../contract/wire';
import { SDK_EVENT_PLATFORM, type SdkEventName, type SdkProduct } from './sdkEventNames';

/** What an SDK event says about where it happened. */
export interface SdkEventContext {
  /** The default parameter set of the call (spec §7); appId is required by the host. */
  defaults: DefaultParams & { appId: string };
  inIframe: boolean;
  product?: SdkProduct;
  /** The provider host (spec §3 event_params.host). */
  host?: string;
  qrRefId?: string;
  waId?: string;
}

/** spec §3 event_params.device: IOS or ANDROID, left out elsewhere. */
function deviceOf(platform: string | undefined): string | undefined {
  if (platform === 'iOS') return 'IOS';
  if (platform === 'Android') return 'ANDROID';
  return undefined;
}

/**
 * spec §3 SDK event: sdk_version, the name prefixed SDK_ (SDK_IN_IFRAME_ inside an iframe),
 * platform WEBSDK, inid, tsid, waId and event_params; spec §7 INITIALIZED is CLIENT_DEMO_FLOATER's
 * product in the demo floater (the caller passes the product). The default set rides along.
 */
export function sdkEvent(
  name: SdkEventName,
  context: SdkEventContext,
  extraParams?: Record<string, unknown>,
): SdkEventRequest {
  const { defaults } = context;
  const params: SdkEventParams = {
    product: context.product ?? (defaults.isLoginPage ? 'LOGIN_PAGE' : 'FLOATER'),
    sdkPlatform: defaults.sdkPlatform,
    qr_ref_id: context.qrRefId,
    host: context.host,
    device: deviceOf(defaults.platform),
    deviceInfo: defaults.deviceInfo,
    extraParams,
  };
  return {
    ...defaults,
    sdk_version: SDK_VERSION,
    event_name: `${context.inIframe ? 'SDK_IN_IFRAME_' : 'SDK_'}${name}`,
    platform: SDK_EVENT_PLATFORM,
    inid: defaults.inId,
    tsid: defaults.tsId,
    waId: context.waId,
    event_params: params,
  };
}
