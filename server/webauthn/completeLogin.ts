import { TRANSACTION_TTL_MS } from '../../contract/constants';
import { PASSKEY_CHANNEL, type PasskeyAssertion, type PasskeyLoginResponse } from '../../contract/webauthn';
import type { App } from '../apps/App';
import type { Services } from '../Services';
import { completeTransaction } from '../signin/completeTransaction';
import { STATE_PURPOSE } from '../signin/transactionFor';
import { verifiedCredential } from './verifiedCredential';

/**
 * spec §7 `login/complete`: a verified passkey finishes a sign-in like any other channel
 * (channel WEB_AUTHN), for the browser that began it; the widget then verifies the code as usual.
 */
export async function completeLogin(
  services: Services,
  input: { app: App; state: string; response: PasskeyAssertion },
): Promise<PasskeyLoginResponse> {
  const credential = await verifiedCredential(services, input);
  const now = services.clock.now();
  const asId = services.random.token(16);
  await services.transactions.create({
    id: asId,
    appId: input.app.id,
    stateHash: services.hasher.hash(STATE_PURPOSE, input.state),
    channel: PASSKEY_CHANNEL,
    identityType: 'PASSKEY',
    identity: '',
    otpHash: null,
    linkHash: null,
    expiresAt: now + TRANSACTION_TTL_MS,
    createdAt: now,
  });
  const tx = await services.transactions.get(asId);
  const code = await completeTransaction(services, tx!, 'passkey', credential.user_id);
  return { code, asId };
}
