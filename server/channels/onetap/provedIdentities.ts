import { ONETAP_MAX_AGE_MS } from '../../../contract/channelConstants';
import type { DeviceProof } from '../../../contract/deviceProof';
import type { Services } from '../../Services';
import { STATE_PURPOSE } from '../../signin/transactionFor';
import type { BrowserIdentity } from './BrowserIdentities';
import { verifyDeviceProof } from './verifyDeviceProof';

/**
 * What this browser verified for the app, most recent first, for a browser that proves it holds
 * the device key it verified them with (the one-tap list's proof: it reveals the same
 * identities). The readable state alone answers `device_proof_invalid`.
 */
export async function provedIdentities(
  services: Services,
  input: { appId: string; state: string; proof: DeviceProof },
): Promise<BrowserIdentity[]> {
  const stateHash = services.hasher.hash(STATE_PURPOSE, input.state);
  const { device } = await verifyDeviceProof(services, {
    stateHash,
    proof: input.proof,
    action: 'onetap-list',
  });
  const since = services.clock.now() - ONETAP_MAX_AGE_MS;
  return services.browserIdentities.list(stateHash, input.appId, device.key_hash, since);
}
