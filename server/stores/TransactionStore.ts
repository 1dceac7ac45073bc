import { affected, firstRow } from '../db/prepared';
import type { NewOpenTransaction, NewTransaction } from './NewTransaction';
import { TransactionLookups } from './TransactionLookups';
import { type CompletionValues, transactionStatements as statements } from './transactionStatements';

export type { NewOpenTransaction, NewTransaction, TransactionRow } from './NewTransaction';

/**
 * Pending and finished sign-ins. Nothing of a sign-in lives only in process memory
 * (docs/security.md "Reliability"): any instance can finish what another began.
 * Every change that must happen once is one conditional UPDATE (two phones, two webhook
 * deliveries, two tabs: one wins).
 */
export class TransactionStore extends TransactionLookups {
  async create(tx: NewTransaction): Promise<void> {
    await statements.insert(this.db, {
      id: tx.id,
      app_id: tx.appId,
      state_hash: tx.stateHash,
      channel: tx.channel,
      identity_type: tx.identityType,
      identity: tx.identity,
      otp_hash: tx.otpHash,
      link_hash: tx.linkHash,
      expires_at: tx.expiresAt,
      created_at: tx.createdAt,
      lookup_hash: tx.lookupHash ?? null,
      qr_hash: tx.qrHash ?? null,
      qr_expires_at: tx.qrExpiresAt ?? null,
      device: tx.device ?? null,
      signin_id: tx.signInId ?? null,
      locale: tx.locale ?? null,
    });
  }

  /** A sign-in whose identity a channel binds later (bindIdentity). */
  async createOpen(tx: NewOpenTransaction): Promise<void> {
    await this.create({ ...tx, identityType: 'MOBILE', identity: '', otpHash: null, linkHash: null });
  }

  /** A resend: a new code and link for the same pending transaction; its attempt count starts again. */
  async replaceSecrets(
    id: string,
    otpHash: string | null,
    linkHash: string | null,
    expiresAt: number,
  ): Promise<boolean> {
    return changed(
      this.pending(id).set({
        otp_hash: otpHash,
        link_hash: linkHash,
        otp_attempts: 0,
        expires_at: expiresAt,
      }),
    );
  }

  /** How many sign-ins this browser state has pending now, and when the first of them expires. */
  async pendingForState(stateHash: string, now: number): Promise<{ count: number; firstExpiresAt: number }> {
    const row = await firstRow(statements.pendingOfState(this.db, { stateHash, now }));
    return { count: Number(row?.count ?? 0), firstExpiresAt: Number(row?.first ?? now) };
  }

  /** Reserves one evaluation of a typed code: false once `limit` attempts were spent. */
  async reserveOtpAttempt(id: string, limit: number): Promise<boolean> {
    return (await affected(statements.reserveAttempt(this.db, { id, limit }))) > 0;
  }

  /** PENDING → SUCCESS, once: false when another request got there first. */
  async complete(id: string, values: CompletionValues): Promise<boolean> {
    return (await affected(statements.complete(this.db, { id, ...values }))) > 0;
  }

  /** Spends a pending sign-in's lookup secret (silent auth's OAuth state), once. */
  async claimLookup(id: string): Promise<boolean> {
    return changed(this.pending(id).where('lookup_hash', 'is not', null).set({ lookup_hash: null }));
  }

  /** PENDING → FAILED, once (a provider refused or the sign-in could not be verified). */
  async fail(id: string): Promise<boolean> {
    return changed(this.pending(id).set({ status: 'FAILED', otp_hash: null, link_hash: null }));
  }

  /** Marks the code used, once: false when it was used before. */
  async consumeCode(id: string, now: number): Promise<boolean> {
    return changed(
      this.db
        .updateTable('transactions')
        .set({ code_used_at: now })
        .where('id', '=', id)
        .where('code_used_at', 'is', null),
    );
  }

  /**
   * Revokes the sign-in `signInId` and the one-taps that rest on it: each fails, and its code
   * no longer exchanges (docs/security.md "Revocation is total"). Answers what it revoked.
   */
  async revokeSignIn(signInId: string, now: number): Promise<{ id: string; user_id: string | null }[]> {
    return this.db
      .updateTable('transactions')
      .set({ status: 'FAILED', revoked_at: now, otp_hash: null, link_hash: null })
      .where((eb) => eb.or([eb('id', '=', signInId), eb('signin_id', '=', signInId)]))
      .where('revoked_at', 'is', null)
      .returning(['id', 'user_id'])
      .execute();
  }

  /** Sets the verified identity of a pending open sign-in, once (the code is spent with it). */
  async bindIdentity(id: string, type: 'EMAIL' | 'MOBILE', identity: string, now: number): Promise<boolean> {
    return changed(
      this.pending(id)
        .set({ identity_type: type, identity, lookup_hash: null })
        .where('identity', '=', '')
        .where('expires_at', '>', now),
    );
  }

  /** Spends a QR token, once: false when it expired or another phone got there first. */
  async claimQr(id: string, now: number): Promise<boolean> {
    return changed(
      this.pending(id)
        .set({ qr_used_at: now })
        .where('qr_used_at', 'is', null)
        .where('qr_expires_at', '>', now),
    );
  }

  /** An update of one transaction while it is pending: the condition most changes of a sign-in share. */
  private pending(id: string) {
    return this.db.updateTable('transactions').where('id', '=', id).where('status', '=', 'PENDING');
  }

  /** Removes transactions that ended more than `olderThan` ago. */
  async purgeExpired(olderThan: number): Promise<void> {
    await this.db.deleteFrom('transactions').where('expires_at', '<', olderThan).execute();
  }
}

/** Whether a conditional UPDATE changed a row: false when another request got there first. */
async function changed(update: {
  executeTakeFirst(): Promise<{ numUpdatedRows: bigint }>;
}): Promise<boolean> {
  return (await update.executeTakeFirst()).numUpdatedRows > 0n;
}
