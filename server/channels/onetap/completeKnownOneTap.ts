import { ONETAP_MAX_AGE_MS } from '../../../contract/channelConstants';
import { type OneTapKnownRequest, oneTapKnownAction } from '../../../contract/deviceProof';
import type { App } from '../../apps/App';
import { SesameError } from '../../errors/SesameError';
import type { Services } from '../../Services';
import { normalizeEmail } from '../../signin/normalizeEmail';
import { STATE_PURPOSE } from '../../signin/transactionFor';
import { parsePhone } from '../phone/parsePhone';
import { oneTapSignIn } from './oneTapSignIn';
import { verifyDeviceProof } from './verifyDeviceProof';

/**
 * spec §4 "Headless flow": "If the identity matches a known user, one-tap is triggered directly".
 * Known means what one-tap offers (docs/security.md "One-tap proves possession of a device
 * secret"): this browser verified the identity for the app within 30 days with the device key
 * it proves possession of now, and nothing revoked it. The proof is checked before the identity
 * is looked at, so the readable state alone learns nothing, and the answer tells a browser only
 * about identities it verified itself: any other is `onetap_unavailable`, as is a revoked one.
 */
export async function completeKnownOneTap(
  services: Services,
  input: { app: App; state: string } & OneTapKnownRequest,
): Promise<{ code: string; asId: string }> {
  const stateHash = services.hasher.hash(STATE_PURPOSE, input.state);
  const { device, issuedAt } = await verifyDeviceProof(services, {
    stateHash,
    proof: input.deviceProof,
    action: oneTapKnownAction(input.identifierType, input.identity),
  });
  // The one form identities are stored in: a normalised address, an E.164 number.
  const wanted =
    input.identifierType === 'EMAIL' ? normalizeEmail(input.identity) : parsePhone(input.identity)?.e164;
  if (wanted === undefined) throw new SesameError('onetap_unavailable');
  const since = services.clock.now() - ONETAP_MAX_AGE_MS;
  const found = await services.browserIdentities.list(stateHash, input.app.id, device.key_hash, since);
  const match = found.find((i) => i.identityType === input.identifierType && i.identity === wanted);
  if (!match) throw new SesameError('onetap_unavailable');
  return oneTapSignIn(services, { app: input.app, stateHash, issuedAt, identity: match });
}
