import { AUTH_CODE_TTL_MS } from '../../services/contract/constants';
import { afterCompletion } from '../channels/afterCompletion';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import type { TransactionRow } from '../stores/TransactionStore';
import { codeFor, codeLookupHash } from './codeFor';

/**
 * Finishes a verified sign-in, once: finds or creates the user of the verified identity (or
 * takes the one SSO resolved) and issues the transaction's one-time code. Returns that code;
 * a request that lost a race to finish the same transaction gets the winner's code.
 */
export async function completeTransaction(
  services: Services,
  tx: TransactionRow,
  completedBy: string,
  /** The user a provider's identity already resolved to (SSO); otherwise the verified email or phone decides. */
  userId?: string,
): Promise<string> {
  const now = services.clock.now();
  const user = userId
    ? { uid: userId }
    : await services.users.signInVerified(
        tx.app_id,
        tx.identity_type as 'EMAIL' | 'MOBILE',
        tx.identity,
        now,
      );
  const nonce = services.random.token(16);
  const code = codeFor(services.hasher, tx.id, nonce);
  const won = await services.transactions.complete(tx.id, {
    userId: user.uid,
    codeHash: codeLookupHash(services.hasher, code),
    codeNonce: nonce,
    codeExpiresAt: now + AUTH_CODE_TTL_MS,
    completedBy,
    now,
  });
  if (won) {
    await afterCompletion(services, tx, user.uid, now);
    return code;
  }
  const after = await services.transactions.get(tx.id);
  if (after?.status === 'SUCCESS' && after.code_nonce)
    return codeFor(services.hasher, after.id, after.code_nonce);
  throw new SesameError('transaction_not_found');
}
