import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { redeemableCode } from '../signin/redeemableCode';
import { amrFor } from './amrFor';

/**
 * The hosted page signed the person in and handed over the sign-in's one-time code: it is
 * spent here, once (a merchant's server can no longer exchange it), and becomes the provider's
 * login with the user, the time of the sign-in and how it was done (`amr`).
 */
export async function finishOidcLogin(
  services: Services,
  appId: string,
  code: string,
): Promise<{ accountId: string; amr: string[]; ts: number; remember: boolean }> {
  const tx = await redeemableCode(services, appId, code);
  if (!(await services.transactions.consumeCode(tx.id, services.clock.now())))
    throw new SesameError('code_invalid');
  return {
    accountId: tx.user_id,
    amr: await amrFor(services, tx),
    ts: Math.floor(Number(tx.completed_at) / 1000),
    remember: true,
  };
}
