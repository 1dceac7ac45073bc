import type { Kysely } from 'kysely';
import { firstRow, prepared } from '../db/prepared';
import type { Database } from '../db/schema';
import type { TransactionRow } from './NewTransaction';

const LOOKUPS = ['id', 'link_hash', 'code_hash', 'lookup_hash', 'qr_hash'] as const;
type Lookup = (typeof LOOKUPS)[number];

/** The transaction store's reads: a sign-in found by its id or by the hash of a secret it issued. */
export class TransactionLookups {
  constructor(protected readonly db: Kysely<Database>) {}

  async get(id: string): Promise<TransactionRow | undefined> {
    return this.findBy('id', id);
  }

  async findByLinkHash(linkHash: string): Promise<TransactionRow | undefined> {
    return this.findBy('link_hash', linkHash);
  }

  async findByCodeHash(codeHash: string): Promise<TransactionRow | undefined> {
    return this.findBy('code_hash', codeHash);
  }

  /** The app's sign-in waiting for this inbound WhatsApp code. */
  async findByLookup(appId: string, lookupHash: string): Promise<TransactionRow | undefined> {
    return this.findBy('lookup_hash', lookupHash, appId);
  }

  /** Any app's transaction with this inbound code (the dev simulator finds the app this way). */
  async findAnyByLookup(lookupHash: string): Promise<TransactionRow | undefined> {
    return this.findBy('lookup_hash', lookupHash);
  }

  async findByQr(qrHash: string): Promise<TransactionRow | undefined> {
    return this.findBy('qr_hash', qrHash);
  }

  private findBy(column: Lookup, value: string, appId?: string): Promise<TransactionRow | undefined> {
    if (appId === undefined) return firstRow(FIND_BY[column](this.db, { value }));
    let query = this.db.selectFrom('transactions').selectAll().where(column, '=', value);
    if (appId !== undefined) query = query.where('app_id', '=', appId);
    return query.executeTakeFirst();
  }

  /**
   * The sign-ins (a one-tap named by the sign-in it rests on) of a user in an app whose merchant
   * code can still be exchanged: what revoking the user's sign-ins must stop.
   */
  async unexchangedSignInsOf(appId: string, userId: string, now: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('transactions')
      .select(['id', 'signin_id'])
      .where('app_id', '=', appId)
      .where('user_id', '=', userId)
      .where('status', '=', 'SUCCESS')
      .where('revoked_at', 'is', null)
      .where('code_used_at', 'is', null)
      .where('code_expires_at', '>', now)
      .execute();
    return rows.map((row) => row.signin_id ?? row.id);
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
}

/** A transaction by one of its lookups, each built once (server/db/prepared): every sign-in reads a few. */
const FIND_BY = Object.fromEntries(
  LOOKUPS.map((column) => [
    column,
    prepared<{ value: string }, TransactionRow>((db, p) =>
      db.selectFrom('transactions').selectAll().where(column, '=', p('value')),
    ),
  ]),
) as Record<Lookup, ReturnType<typeof prepared<{ value: string }, TransactionRow>>>;
