import type { MerchantTokenResponse } from '../../services/contract/wire';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { idTokenFor } from './idTokenFor';
import { redeemableCode } from './redeemableCode';

/**
 * ARCHITECTURE.md §5: the merchant's server trades a code for the user, once. A second use
 * fails and revokes what the first issued (SECURITY.md "OAuth / OIDC").
 */
export async function exchangeCode(
  services: Services,
  input: { clientId: string; clientSecret: string; code: string },
): Promise<MerchantTokenResponse> {
  const app = await services.apps.authenticate(input.clientId, input.clientSecret);
  if (!app) throw new SesameError('invalid_client');
  const tx = await redeemableCode(services, app.id, input.code, 'invalid_grant');
  const now = services.clock.now();
  if (!(await services.transactions.consumeCode(tx.id, now))) {
    await services.transactions.revoke(tx.id, now);
    await services.sessions.revokeTransaction(tx.id, 'code_reuse', now);
    throw new SesameError('invalid_grant');
  }
  const user = await services.users.get(tx.user_id);
  if (!user) throw new SesameError('invalid_grant');
  return { user, idToken: await idTokenFor(services, tx, user) };
}
