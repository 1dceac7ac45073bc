import type { MerchantTokenResponse } from '../../contract/wire';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { idTokenFor } from './idTokenFor';
import { redeemableCode } from './redeemableCode';
import { revokeSignIn } from './revokeSignIn';

/**
 * docs/architecture.md §5: the merchant's server trades a code for the user, once. A second use
 * fails and revokes what the first issued (docs/security.md "OAuth / OIDC").
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
    await revokeSignIn(services, { appId: app.id, signInId: tx.id, reason: 'code_reuse' });
    throw new SesameError('invalid_grant');
  }
  const user = await services.users.get(tx.user_id);
  if (!user) throw new SesameError('invalid_grant');
  return { user, idToken: await idTokenFor(services, tx, user) };
}
