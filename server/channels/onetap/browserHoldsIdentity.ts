import { ONETAP_MAX_AGE_MS } from '../../../contract/channelConstants';
import type { Services } from '../../Services';
import { STATE_PURPOSE } from '../../signin/transactionFor';

/**
 * Whether the One tap entry is offered to this browser: it has a device key bound to its state
 * and verified an identity for the app with that key (the same rows one-tap lists). It says
 * only that one exists; listing or using it still takes a proof of the key
 * (docs/security.md "One-tap proves possession of a device secret").
 */
export async function browserHoldsIdentity(
  services: Services,
  appId: string,
  state: string,
): Promise<boolean> {
  const stateHash = services.hasher.hash(STATE_PURPOSE, state);
  const device = await services.browserDevices.get(stateHash);
  if (!device) return false;
  const since = services.clock.now() - ONETAP_MAX_AGE_MS;
  const found = await services.browserIdentities.list(stateHash, appId, device.key_hash, since);
  return found.length > 0;
}
