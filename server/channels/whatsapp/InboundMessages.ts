import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * How long a claim holds while its message is processed. A claim older than this that never
 * finished belongs to a process that died: Meta's redelivery takes it over.
 */
export const INBOUND_CLAIM_LEASE_MS = 60_000;

/**
 * WhatsApp webhook message ids (docs/security.md: each processed once, however often Meta
 * redelivers). A message is claimed, processed, then marked done; a failed process releases
 * its claim, and a crashed one's claim lapses, so a redelivery processes it (docs/security.md 9).
 */
export class InboundMessages {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * `claimed`: this message is now ours to process (never seen, or an earlier claim lapsed);
   * `done`: processed already; `busy`: another process holds a live claim on it.
   */
  async claim(id: string, appId: string, now: number): Promise<'claimed' | 'done' | 'busy'> {
    const row = await this.db
      .insertInto('inbound_messages')
      .values({ id, app_id: appId, received_at: now, done_at: null })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return 'claimed';
    const taken = await this.db
      .updateTable('inbound_messages')
      .set({ received_at: now })
      .where('id', '=', id)
      .where('done_at', 'is', null)
      .where('received_at', '<=', now - INBOUND_CLAIM_LEASE_MS)
      .executeTakeFirst();
    if (taken.numUpdatedRows > 0n) return 'claimed';
    const seen = await this.db
      .selectFrom('inbound_messages')
      .select('done_at')
      .where('id', '=', id)
      .executeTakeFirst();
    return seen && seen.done_at !== null ? 'done' : 'busy';
  }

  async done(id: string, now: number): Promise<void> {
    await this.db.updateTable('inbound_messages').set({ done_at: now }).where('id', '=', id).execute();
  }

  /** Gives the message back: the next delivery of it processes it. */
  async release(id: string): Promise<void> {
    await this.db.deleteFrom('inbound_messages').where('id', '=', id).where('done_at', 'is', null).execute();
  }
}
