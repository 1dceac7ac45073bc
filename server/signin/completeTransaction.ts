import { AUTH_CODE_TTL_MS } from '../../contract/constants';
import { afterCompletion, recordCompletion } from '../channels/afterCompletion';
import { groupedWrites } from '../db/groupedWrites';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { openSession } from '../sessions/openSession';
import type { TransactionRow } from '../stores/TransactionStore';

import { emitSignIn } from '../webhooks/emitSignIn';
import { codeFor, codeLookupHash } from './codeFor';
import { identityGuardKeys } from './identityGuardKey';

/**
 * Finishes a verified sign-in, once: finds or creates the user of the verified identity (or
 * takes the one SSO resolved) and issues the transaction's one-time code. Returns that code;
 * a request that lost a race to finish the same transaction gets the winner's code.
 *
 * The completion, its session, the browser's remembered identity and the reset of the
 * identity guards of the user's email and phone (a success by any channel) are written
 * together (one commit on SQLite); status streams hear of the completion after those writes.
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
  // docs/dashboard.md "Users": a blocked user does not sign in, by any channel.
  if (await services.users.isBlocked(user.uid)) throw new SesameError('user_blocked');
  const guardKeys = await identityGuardKeys(services, tx, userId);
  const nonce = services.random.token(16);
  const code = codeFor(services.hasher, tx.id, nonce);
  const codeHash = codeLookupHash(services.hasher, code);
  const won = await groupedWrites(services, async (stores) => {
    const completed = await stores.transactions.complete(tx.id, {
      userId: user.uid,
      codeHash,
      codeNonce: nonce,
      codeExpiresAt: now + AUTH_CODE_TTL_MS,
      completedBy,
      now,
    });
    if (completed) {
      // Before anyone hears of the completion: the verify-code read hands the session out.
      const session = {
        appId: tx.app_id,
        userId: user.uid,
        transactionId: tx.id,
        signInId: tx.signin_id,
        nonce,
        now,
      };
      await openSession(services, session, stores.sessions);
      await recordCompletion(stores, tx, user.uid, now);
      // docs/languages.md: messages sent to this user outside a sign-in speak its language.
      if (tx.locale) await stores.users.rememberLocale(user.uid, tx.locale);
    }
    // docs/security.md "Codes": a success, by any channel, resets the identity's consecutive failures.
    for (const key of guardKeys) await stores.guards.reset(key);
    return completed;
  });
  if (won) {
    afterCompletion(services, tx);
    await emitSignIn(services, tx, user.uid, completedBy);
    return code;
  }
  const after = await services.transactions.get(tx.id);
  if (after?.status === 'SUCCESS' && after.code_nonce)
    return codeFor(services.hasher, after.id, after.code_nonce);
  throw new SesameError('transaction_not_found');
}
