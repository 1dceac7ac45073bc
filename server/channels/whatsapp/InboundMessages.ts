import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** WhatsApp webhook message ids already handled: Meta redelivers, we act once. */
export class InboundMessages {
  constructor(private readonly db: Kysely<Database>) {}

  /** True the first time this message id is seen. */
  async claim(id: string, appId: string, now: number): Promise<boolean> {
    const row = await this.db
      .insertInto('inbound_messages')
      .values({ id, app_id: appId, received_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
