import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type SdkEventRow = Selectable<Database['sdk_events']>;

/** spec §3 SDK events the widget sent, kept for a while for the merchant's analytics. */
export class SdkEventStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly newId: () => string,
  ) {}

  async add(event: Omit<SdkEventRow, 'id'>): Promise<void> {
    await this.db
      .insertInto('sdk_events')
      .values({ id: this.newId(), ...event })
      .execute();
  }

  /** The newest events of an app first. */
  async list(appId: string, limit: number): Promise<SdkEventRow[]> {
    return this.db
      .selectFrom('sdk_events')
      .selectAll()
      .where('app_id', '=', appId)
      .orderBy('received_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async purgeOlderThan(olderThan: number): Promise<void> {
    await this.db.deleteFrom('sdk_events').where('received_at', '<', olderThan).execute();
  }
}
