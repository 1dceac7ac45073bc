import { ONETAP_MAX_AGE_MS } from '../../../contract/channelConstants';
import type { Services } from '../../Services';

/**
 * Whether the One tap entry is offered to this browser: it has a device key bound to its state
 * and verified an identity for the app with that key (the same rows one-tap lists). It says
 * only that one exists; listing or using it still takes a proof of the key
 * (docs/security.md "One-tap proves possession of a device secret"). `stateHash` is the state's
 * HMAC (STATE_PURPOSE), made once per request by the caller.
 */
export async function browserHoldsIdentity(
  services: Pick<Services, 'browserDevices' | 'browserIdentities' | 'clock'>,
  appId: string,
  stateHash: string,
): Promise<boolean> {
  const device = await services.browserDevices.get(stateHash);
  if (!device) return false;
  const since = services.clock.now() - ONETAP_MAX_AGE_MS;
  const found = await services.browserIdentities.list(stateHash, appId, device.key_hash, since);
  return found.length > 0;
}
