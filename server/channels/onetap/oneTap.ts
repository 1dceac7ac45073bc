import { carrierOf } from '../../../services/contract/carrierOf';
import { ONETAP_MAX_AGE_MS } from '../../../services/contract/channelConstants';
import type { OneTapIdentity } from '../../../services/contract/channelWire';
import { TRANSACTION_TTL_MS } from '../../../services/contract/constants';
import type { App } from '../../apps/App';
import { SesameError } from '../../errors/SesameError';
import type { Services } from '../../Services';
import { completeTransaction } from '../../signin/completeTransaction';
import { maskEmail } from '../../signin/normalizeEmail';
import { STATE_PURPOSE } from '../../signin/transactionFor';
import { maskPhone } from '../phone/parsePhone';
import { BrowserIdentities, type BrowserIdentity } from './BrowserIdentities';

export type { OneTapIdentity };

function idOf(services: Services, stateHash: string, identity: BrowserIdentity): string {
  return services.hasher
    .hash('onetap-id', `${stateHash}:${identity.identityType}:${identity.identity}`)
    .slice(0, 22);
}

async function identitiesOf(services: Services, app: App, state: string) {
  const stateHash = services.hasher.hash(STATE_PURPOSE, state);
  const since = services.clock.now() - ONETAP_MAX_AGE_MS;
  const found = await new BrowserIdentities(services.db.kysely).list(stateHash, app.id, since);
  return found.map((identity) => ({ identity, id: idOf(services, stateHash, identity), stateHash }));
}

/** spec §7 "send user": the identities this browser verified for this app (the one-tap list). */
export async function listOneTapIdentities(
  services: Services,
  app: App,
  state: string,
): Promise<OneTapIdentity[]> {
  return (await identitiesOf(services, app, state)).map(({ identity, id }) => {
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
 * this browser verified, without a new code. Only that browser's state lists it, so another
 * browser cannot name it. A new transaction records the sign-in; its code works as any other.
 */
export async function completeOneTap(
  services: Services,
  input: { app: App; state: string; identityId: string },
): Promise<{ code: string; asId: string }> {
  const match = (await identitiesOf(services, input.app, input.state)).find((i) => i.id === input.identityId);
  if (!match) throw new SesameError('onetap_unavailable');
  const now = services.clock.now();
  const asId = services.random.token(16);
  await services.transactions.create({
    id: asId,
    appId: input.app.id,
    stateHash: match.stateHash,
    channel: 'ONETAP',
    identityType: match.identity.identityType,
    identity: match.identity.identity,
    otpHash: null,
    linkHash: null,
    expiresAt: now + TRANSACTION_TTL_MS,
    createdAt: now,
  });
  const tx = await services.transactions.get(asId);
  if (!tx) throw new SesameError('onetap_unavailable');
  return { code: await completeTransaction(services, tx, 'onetap'), asId };
}
