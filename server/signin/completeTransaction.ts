import { AUTH_CODE_TTL_MS } from '../../contract/constants';
import { afterCompletion, recordCompletion } from '../channels/afterCompletion';
import { groupedWrites } from '../db/groupedWrites';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { openSession } from '../sessions/openSession';
import type { Stores } from '../stores/createStores';
import type { TransactionRow } from '../stores/TransactionStore';
import { emitSignIn } from '../webhooks/emitSignIn';
import { codeFor, codeLookupHash } from './codeFor';
import { identityGuardKeys } from './identityGuardKey';

/** What a completion's writes came to: this request finished it, another one had, or the user is blocked. */
export type Completion =
  | { kind: 'won'; code: string; userId: string }
  | { kind: 'lost' }
  | { kind: 'blocked' };

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
  // Its reads come before its group, whose first statement is then a write: a SQLite transaction
  // that read first could not write once another process had committed meanwhile.
  const finisher = await finisherOf(services, services, tx, userId);
  const completion = await groupedWrites(services, (stores) =>
    writeCompletion(services, stores, tx, completedBy, finisher),
  );
  return announceCompletion(services, tx, completion, completedBy);
}

/** Who a sign-in finishes as, read before its writes. */
export interface Finisher {
  uid: string;
  /** docs/dashboard.md "Users": a blocked user does not sign in, by any channel. */
  blocked: boolean;
  /** The identity guards a success resets (server/signin/identityGuardKey). */
  guardKeys: string[];
}

/** The user given, else the owner of the verified identity (created on first sign-in), and what its completion needs to know. */
export async function finisherOf(
  services: Services,
  stores: Pick<Stores, 'users'>,
  tx: TransactionRow,
  userId?: string,
): Promise<Finisher> {
  const type = tx.identity_type as 'EMAIL' | 'MOBILE';
  const { uid, blocked } = userId
    ? { uid: userId, blocked: await stores.users.isBlocked(userId) }
    : await stores.users
        .verifiedOwner(tx.app_id, type, tx.identity, services.clock.now())
        .then(({ user, blocked }) => ({ uid: user.uid, blocked }));
  return { uid, blocked, guardKeys: await identityGuardKeys(services, stores, tx, userId) };
}

/**
 * The completion's writes, in `stores`: the caller's group (server/db/groupedWrites), which a
 * typed code's reservations share (server/signin/verifyOtp). Never throws for a blocked user,
 * so that what the group wrote before still commits.
 */
export async function writeCompletion(
  services: Services,
  stores: Stores,
  tx: TransactionRow,
  completedBy: string,
  finisher: Finisher,
): Promise<Completion> {
  if (finisher.blocked) return { kind: 'blocked' };
  const { uid, guardKeys } = finisher;
  const now = services.clock.now();
  const nonce = services.random.token(16);
  const code = codeFor(services.hasher, tx.id, nonce);
  const completed = await stores.transactions.complete(tx.id, {
    userId: uid,
    codeHash: codeLookupHash(services.hasher, code),
    codeNonce: nonce,
    codeExpiresAt: now + AUTH_CODE_TTL_MS,
    completedBy,
    now,
  });
  if (completed) {
    // Before anyone hears of the completion: the verify-code read hands the session out.
    const session = {
      appId: tx.app_id,
      userId: uid,
      transactionId: tx.id,
      signInId: tx.signin_id,
      nonce,
      now,
    };
    await openSession(services, session, stores.sessions);
    await recordCompletion(stores, tx, uid, now);
    // docs/languages.md: messages sent to this user outside a sign-in speak its language.
    if (tx.locale) await stores.users.rememberLocale(uid, tx.locale);
  }
  // docs/security.md "Codes": a success, by any channel, resets the identity's consecutive failures.
  for (const key of guardKeys) await stores.guards.reset(key);
  return completed ? { kind: 'won', code, userId: uid } : { kind: 'lost' };
}

/**
 * Once the writes are committed: status streams and webhooks hear of a completion this request
 * made; a request that lost the race answers the winner's code.
 */
export async function announceCompletion(
  services: Services,
  tx: TransactionRow,
  completion: Completion,
  completedBy: string,
): Promise<string> {
  if (completion.kind === 'blocked') throw new SesameError('user_blocked');
  if (completion.kind === 'won') {
    afterCompletion(services, tx);
    await emitSignIn(services, tx, completion.userId, completedBy);
    return completion.code;
  }
  const after = await services.transactions.get(tx.id);
  if (after?.status === 'SUCCESS' && after.code_nonce)
    return codeFor(services.hasher, after.id, after.code_nonce);
  throw new SesameError('transaction_not_found');
}
