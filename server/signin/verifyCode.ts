import type { VerifyCodeResponse } from '../../contract/wire';
import type { App } from '../apps/App';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { sessionInfoFor } from '../sessions/sessionInfoFor';
import { userHasPasskey } from '../webauthn/passkeyFacts';
import { idTokenFor } from './idTokenFor';
import { redeemableCode } from './redeemableCode';
import { STATE_PURPOSE } from './transactionFor';

/**
 * spec §7 verify code: the user and an ID token for a finished sign-in. Only the browser that
 * began it (its state) can use the code here; the call is a read and changes nothing.
 */
export async function verifyCode(
  services: Services,
  input: { app: App; state: string; code: string },
): Promise<VerifyCodeResponse> {
  const tx = await redeemableCode(services, input.app.id, input.code);
  if (!services.hasher.matches(STATE_PURPOSE, input.state, tx.state_hash))
    throw new SesameError('code_invalid');
  const user = await services.users.get(tx.user_id);
  if (!user) throw new SesameError('code_invalid');
  const response: VerifyCodeResponse = {
    user,
    asId: tx.id,
    token: await idTokenFor(services, tx, user),
    webauthnRegistered: await userHasPasskey(services, tx.app_id, user.uid),
  };
  // spec §3 sessionInfo: the session the sign-in opened, to this browser only (its state).
  const sessionInfo = await sessionInfoFor(services, tx);
  if (sessionInfo) response.sessionInfo = sessionInfo;
  return response;
}
