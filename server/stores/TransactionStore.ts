import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type TransactionRow = Selectable<Database['transactions']>;

export interface NewTransaction {
  id: string;
  appId: string;
  stateHash: string;
  channel: string;
  /** SSO: the identity is known only once the provider answers; `identity` names the provider.
   *  PASSKEY: the credential names the user; `identity` is empty. */
  identityType: 'EMAIL' | 'MOBILE' | 'SSO' | 'PASSKEY';
  identity: string;
  otpHash: string | null;
  linkHash: string | null;
  expiresAt: number;
  createdAt: number;
}

/**
 * Pending and finished sign-ins. Nothing of a sign-in lives only in process memory
 * (SECURITY.md "Reliability"): any instance can finish what another began.
 * Every change that must happen once is one conditional UPDATE.
 */
export class TransactionStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create(tx: NewTransaction): Promise<void> {
    await this.db
      .insertInto('transactions')
      .values({
        id: tx.id,
        app_id: tx.appId,
        state_hash: tx.stateHash,
        channel: tx.channel,
        identity_type: tx.identityType,
        identity: tx.identity,
        status: 'PENDING',
        otp_hash: tx.otpHash,
        otp_attempts: 0,
        link_hash: tx.linkHash,
        expires_at: tx.expiresAt,
        created_at: tx.createdAt,
      })
      .execute();
  }

  async get(id: string): Promise<TransactionRow | undefined> {
    return this.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByLinkHash(linkHash: string): Promise<TransactionRow | undefined> {
    return this.db
      .selectFrom('transactions')
      .selectAll()
      .where('link_hash', '=', linkHash)
      .executeTakeFirst();
  }

  async findByCodeHash(codeHash: string): Promise<TransactionRow | undefined> {
    return this.db
      .selectFrom('transactions')
      .selectAll()
      .where('code_hash', '=', codeHash)
      .executeTakeFirst();
  }

  /** A resend: a new code and link for the same pending transaction; its attempt count starts again. */
  async replaceSecrets(
    id: string,
    otpHash: string | null,
    linkHash: string | null,
    expiresAt: number,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('transactions')
      .set({ otp_hash: otpHash, link_hash: linkHash, otp_attempts: 0, expires_at: expiresAt })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Reserves one evaluation of a typed code: false once `limit` attempts were spent. */
  async reserveOtpAttempt(id: string, limit: number): Promise<boolean> {
    const result = await this.db
      .updateTable('transactions')
      .set((eb) => ({ otp_attempts: eb('otp_attempts', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .where('otp_attempts', '<', limit)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** PENDING → SUCCESS, once: false when another request got there first. */
  async complete(
    id: string,
    values: {
      userId: string;
      codeHash: string;
      codeNonce: string;
      codeExpiresAt: number;
      completedBy: string;
      now: number;
    },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('transactions')
      .set({
        status: 'SUCCESS',
        user_id: values.userId,
        code_hash: values.codeHash,
        code_nonce: values.codeNonce,
        code_expires_at: values.codeExpiresAt,
        completed_by: values.completedBy,
        completed_at: values.now,
        otp_hash: null,
        link_hash: null,
      })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .where('expires_at', '>', values.now)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** PENDING → FAILED, once (a provider refused or the sign-in could not be verified). */
  async fail(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('transactions')
      .set({ status: 'FAILED', otp_hash: null, link_hash: null })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Marks the code used, once: false when it was used before. */
  async consumeCode(id: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('transactions')
      .set({ code_used_at: now })
      .where('id', '=', id)
      .where('code_used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** A replayed code revokes what the first exchange issued (SECURITY.md "OAuth / OIDC"). */
  async revoke(id: string, now: number): Promise<void> {
    await this.db.updateTable('transactions').set({ revoked_at: now }).where('id', '=', id).execute();
  }

  /** Removes transactions that ended more than `olderThan` ago. */
  async purgeExpired(olderThan: number): Promise<void> {
    await this.db.deleteFrom('transactions').where('expires_at', '<', olderThan).execute();
  }
}
