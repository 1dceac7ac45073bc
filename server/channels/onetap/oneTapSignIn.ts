import { TRANSACTION_TTL_MS } from '../../../contract/constants';
import type { App } from '../../apps/App';
import { SesameError } from '../../errors/SesameError';
import type { Services } from '../../Services';
import { completeTransaction } from '../../signin/completeTransaction';
import type { BrowserIdentity } from './BrowserIdentities';

/**
 * A one-tap sign-in with an identity the browser proved it verified (docs/security.md "One-tap
 * proves possession of a device secret"): the proof's challenge is spent (each proof signs in
 * once), then a new transaction records the sign-in, resting on the sign-in that taught the
 * browser the identity (revoking that one revokes this); its code works as any other.
 */
export async function oneTapSignIn(
  services: Services,
  input: { app: App; stateHash: string; issuedAt: number; identity: BrowserIdentity },
): Promise<{ code: string; asId: string }> {
  const { app, stateHash, identity } = input;
  if (!(await services.browserDevices.spend(stateHash, input.issuedAt)))
    throw new SesameError('device_proof_invalid');
  const now = services.clock.now();
  const asId = services.random.token(16);
  await services.transactions.create({
    id: asId,
    appId: app.id,
    stateHash,
    channel: 'ONETAP',
    identityType: identity.identityType,
    identity: identity.identity,
    otpHash: null,
    linkHash: null,
    expiresAt: now + TRANSACTION_TTL_MS,
    createdAt: now,
    signInId: identity.signInId,
  });
  const tx = await services.transactions.get(asId);
  if (!tx) throw new SesameError('onetap_unavailable');
  return { code: await completeTransaction(services, tx, 'onetap'), asId };
}
