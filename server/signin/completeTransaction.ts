import { AUTH_CODE_TTL_MS } from '../../services/contract/constants';
import { afterCompletion, recordCompletion } from '../channels/afterCompletion';
import { groupedWrites } from '../db/groupedWrites';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { openSession } from '../sessions/openSession';
import { IdentityGuardStore } from '../stores/IdentityGuardStore';
import { SessionStore } from '../stores/SessionStore';
import { type TransactionRow, TransactionStore } from '../stores/TransactionStore';
import { codeFor, codeLookupHash } from './codeFor';

/**
 * Finishes a verified sign-in, once: finds or creates the user of the verified identity (or
 * takes the one SSO resolved) and issues the transaction's one-time code. Returns that code;
 * a request that lost a race to finish the same transaction gets the winner's code.
 *
 * The completion, its session, the browser's remembered identity and the identity guard's
 * reset (`resetGuard`, a typed code's success) are written together (one commit on SQLite);
 * status streams hear of the completion after those writes.
 */
export async function completeTransaction(
  services: Services,
  tx: TransactionRow,
  completedBy: string,
  /** The user a provider's identity already resolved to (SSO); otherwise the verified email or phone decides. */
  userId?: string,
  options: { resetGuard?: string } = {},
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
  const codeHash = codeLookupHash(services.hasher, code);
  const won = await groupedWrites(services.db, async (trx) => {
    const completed = await new TransactionStore(trx).complete(tx.id, {
      userId: user.uid,
      codeHash,
      codeNonce: nonce,
      codeExpiresAt: now + AUTH_CODE_TTL_MS,
      completedBy,
      now,
    });
    if (completed) {
      // Before anyone hears of the completion: the verify-code read hands the session out.
      const session = { appId: tx.app_id, userId: user.uid, transactionId: tx.id, nonce, now };
      await openSession(services, session, new SessionStore(trx));
      await recordCompletion(trx, tx, user.uid, now);
    }
    // SECURITY.md "Codes": a success resets the identity's consecutive failures.
    if (options.resetGuard !== undefined) await new IdentityGuardStore(trx).reset(options.resetGuard);
    return completed;
  });
  if (won) {
    afterCompletion(services, tx);
    return code;
  }
  const after = await services.transactions.get(tx.id);
  if (after?.status === 'SUCCESS' && after.code_nonce)
    return codeFor(services.hasher, after.id, after.code_nonce);
  throw new SesameError('transaction_not_found');
}
