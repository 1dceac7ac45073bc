import type { MerchantConfigResponse } from '../../contract/wire';

/**
 * Whether this browser may hold a verified identity of this type for the app, from the merchant
 * config it loaded (docs/widget.md "Returning visitors"): the user details the proved config
 * lists, or `knownDevice` when the proof could not be made. Only then does a headless request
 * ask the host to match its identity (a device-key proof per request), so a visitor the host
 * knows nothing about costs no extra call.
 */
export function mayKnowIdentity(config: MerchantConfigResponse, type: 'PHONE' | 'EMAIL'): boolean {
  if (config.knownDevice === true) return true;
  const listed = type === 'EMAIL' ? config.userDetails?.email : config.userDetails?.mobile;
  return (listed?.length ?? 0) > 0;
}
