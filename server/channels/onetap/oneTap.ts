import { carrierOf } from '../../../contract/carrierOf';
import { ONETAP_MAX_AGE_MS } from '../../../contract/channelConstants';
import type { OneTapIdentity } from '../../../contract/channelWire';
import {
  type DeviceProof,
  type DeviceProofAction,
  oneTapCompleteAction,
} from '../../../contract/deviceProof';
import type { App } from '../../apps/App';
import { SesameError } from '../../errors/SesameError';
import type { Services } from '../../Services';
import { maskEmail } from '../../signin/normalizeEmail';
import { STATE_PURPOSE } from '../../signin/transactionFor';
import { maskPhone } from '../phone/parsePhone';
import type { BrowserIdentity } from './BrowserIdentities';
import { oneTapSignIn } from './oneTapSignIn';
import { verifyDeviceProof } from './verifyDeviceProof';

export type { OneTapIdentity };

function idOf(services: Services, stateHash: string, identity: BrowserIdentity): string {
  return services.hasher
    .hash('onetap-id', `${stateHash}:${identity.identityType}:${identity.identity}`)
    .slice(0, 22);
}

/**
 * What this browser verified for the app while it held the device key it proves possession of
 * now (docs/security.md "One-tap proves possession of a device secret"): the state alone lists nothing.
 */
async function identitiesOf(
  services: Services,
  app: App,
  state: string,
  proof: DeviceProof,
  action: DeviceProofAction,
) {
  const stateHash = services.hasher.hash(STATE_PURPOSE, state);
  const { device, issuedAt } = await verifyDeviceProof(services, { stateHash, proof, action });
  const since = services.clock.now() - ONETAP_MAX_AGE_MS;
  const found = await services.browserIdentities.list(stateHash, app.id, device.key_hash, since);
  return {
    issuedAt,
    stateHash,
    found: found.map((identity) => ({ identity, id: idOf(services, stateHash, identity) })),
  };
}

/** spec §7 "send user": the identities this browser verified for this app (the one-tap list). */
export async function listOneTapIdentities(
  services: Services,
  input: { app: App; state: string; proof: DeviceProof },
): Promise<OneTapIdentity[]> {
  const { found } = await identitiesOf(services, input.app, input.state, input.proof, 'onetap-list');
  return found.map(({ identity, id }) => {
    const row: OneTapIdentity = {
      id,
      identifierType: identity.identityType,
      value: identity.identityType === 'EMAIL' ? maskEmail(identity.identity) : maskPhone(identity.identity),
      logo: `/assets/channels/${identity.identityType === 'EMAIL' ? 'email_login' : 'mobile_login'}.svg`,
    };
    // spec §2 carrier icons: told from the full number, which only the host sees.
    const carrier = identity.identityType === 'MOBILE' ? carrierOf(identity.identity) : undefined;
    if (carrier) row.carrier = carrier;
    return row;
  });
}

/**
 * spec §7 `POST /v2/lp/user/transaction/complete` (one-tap): signs in again with an identity
 * this browser verified, without a new code, for a browser that proves it holds the device key
 * it held then (server/channels/onetap/oneTapSignIn: each proof signs in once).
 */
export async function completeOneTap(
  services: Services,
  input: { app: App; state: string; identityId: string; proof: DeviceProof },
): Promise<{ code: string; asId: string }> {
  const action = oneTapCompleteAction(input.identityId);
  const { found, stateHash, issuedAt } = await identitiesOf(
    services,
    input.app,
    input.state,
    input.proof,
    action,
  );
  const match = found.find((i) => i.id === input.identityId);
  if (!match) throw new SesameError('onetap_unavailable');
  return oneTapSignIn(services, { app: input.app, stateHash, issuedAt, identity: match.identity });
}
