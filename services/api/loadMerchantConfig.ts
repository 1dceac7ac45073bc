import { API } from '../../contract/paths';
import type { MerchantConfigResponse } from '../../contract/wire';
import type { ApiResult } from './ApiResult';
import type { ApiTransport } from './apiTransport';

/**
 * spec §7 merchant config, for a returning visitor too (docs/widget.md "Returning visitors"): the
 * anonymous answer first, the same for every visitor; when it says this browser's device key
 * verified an identity for the app (`knownDevice`), the configuration again with a proof of the
 * key, which carries the user details, verified entries and UI type. A failed proof (the key was
 * revoked, or the browser cannot hold one) leaves the anonymous answer.
 */
export async function loadMerchantConfig(
  transport: Pick<ApiTransport, 'call' | 'withDeviceProof'>,
): Promise<ApiResult<MerchantConfigResponse>> {
  const plain = await transport.call<MerchantConfigResponse>('GET', API.merchantConfig, {});
  if (!plain.ok || plain.data.knownDevice !== true) return plain;
  const known = await transport.withDeviceProof<MerchantConfigResponse>(API.merchantConfig);
  return known.ok ? known : plain;
}
