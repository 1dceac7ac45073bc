import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TransactionRow } from '../stores/TransactionStore';

/**
 * The transaction changes the WhatsApp and QR channels need beyond the foundation's store.
 * Each change that must happen once is one conditional UPDATE (two phones, two webhook
 * deliveries: one wins).
 */
export class ChannelTransactions {
  constructor(private readonly db: Kysely<Database>) {}

  /** A pending sign-in whose identity is not known yet (user-initiated WhatsApp, desktop QR). */
  async createOpen(tx: {
    id: string;
    appId: string;
    stateHash: string;
    channel: string;
    lookupHash: string | null;
    qrHash: string | null;
    qrExpiresAt: number | null;
    device: string | null;
    expiresAt: number;
    createdAt: number;
  }): Promise<void> {
    await this.db
      .insertInto('transactions')
      .values({
        id: tx.id,
        app_id: tx.appId,
        state_hash: tx.stateHash,
        channel: tx.channel,
        identity_type: 'MOBILE',
        identity: '',
        status: 'PENDING',
        otp_hash: null,
        otp_attempts: 0,
        link_hash: null,
        expires_at: tx.expiresAt,
        created_at: tx.createdAt,
        lookup_hash: tx.lookupHash,
        qr_hash: tx.qrHash,
        qr_expires_at: tx.qrExpiresAt,
        device: tx.device,
      })
      .execute();
  }

  async findByLookup(appId: string, lookupHash: string): Promise<TransactionRow | undefined> {
    return this.db
      .selectFrom('transactions')
      .selectAll()
      .where('lookup_hash', '=', lookupHash)
      .where('app_id', '=', appId)
      .executeTakeFirst();
  }

  /** Any app's transaction with this inbound code (the dev simulator finds the app this way). */
  async findAnyByLookup(lookupHash: string): Promise<TransactionRow | undefined> {
    return this.db
      .selectFrom('transactions')
      .selectAll()
      .where('lookup_hash', '=', lookupHash)
      .executeTakeFirst();
  }

  async findByQr(qrHash: string): Promise<TransactionRow | undefined> {
    return this.db.selectFrom('transactions').selectAll().where('qr_hash', '=', qrHash).executeTakeFirst();
  }

  /** Sets the verified identity of a pending open sign-in, once (the code is spent with it). */
  async bindIdentity(id: string, type: 'EMAIL' | 'MOBILE', identity: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('transactions')
      .set({ identity_type: type, identity, lookup_hash: null })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .where('identity', '=', '')
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Spends a QR token, once: false when it expired or another phone got there first. */
  async claimQr(id: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('transactions')
      .set({ qr_used_at: now })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .where('qr_used_at', 'is', null)
      .where('qr_expires_at', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** The newest WhatsApp sign-in this sender finished since `since`, not yet revoked. */
  async recentWhatsAppSignIn(appId: string, identity: string, since: number) {
    return this.db
      .selectFrom('transactions')
      .selectAll()
      .where('app_id', '=', appId)
      .where('channel', '=', 'WHATSAPP')
      .where('identity', '=', identity)
      .where('status', '=', 'SUCCESS')
      .where('completed_by', '=', 'whatsapp')
      .where('revoked_at', 'is', null)
      .where('completed_at', '>', since)
      .orderBy('completed_at', 'desc')
      .executeTakeFirst();
  }

  /** "This was not me": the sign-in fails and its code stops working. */
  async revokeSignIn(id: string, now: number): Promise<void> {
    await this.db
      .updateTable('transactions')
      .set({ status: 'FAILED', revoked_at: now })
      .where('id', '=', id)
      .execute();
  }
}
