import type { Kysely, Selectable } from 'kysely';
import { prepared, slots } from '../db/prepared';
import type { Database } from '../db/schema';

export type SignInRequestRow = Selectable<Database['sign_in_requests']>;

/**
 * Who asked for each sign-in (docs/security.md "Cross-device approvals"): kept beside the transaction
 * for the pages that approve it on another device, and removed with it.
 */
export class SignInRequestStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** The first request of a sign-in is the one shown; a resend keeps it. */
  async record(row: SignInRequestRow): Promise<void> {
    await recordRequest(this.db, row);
  }

  async get(transactionId: string): Promise<SignInRequestRow | undefined> {
    return this.db
      .selectFrom('sign_in_requests')
      .selectAll()
      .where('transaction_id', '=', transactionId)
      .executeTakeFirst();
  }

  async purgeOlderThan(createdBefore: number): Promise<void> {
    await this.db.deleteFrom('sign_in_requests').where('created_at', '<', createdBefore).execute();
  }
}

/** The first request of a sign-in, built once (server/db/prepared): every sign-in records one. */
const recordRequest = prepared<SignInRequestRow, never>((db, p) =>
  db
    .insertInto('sign_in_requests')
    .values(slots(p, ['transaction_id', 'device', 'location', 'match_hash', 'return_page', 'created_at']))
    .onConflict((c) => c.column('transaction_id').doNothing()),
);
