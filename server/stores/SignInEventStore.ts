import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type SignInEventRow = Selectable<Database['signin_events']>;

/** What the merchant reads about its sign-ins (`GET /v1/merchant/events`), oldest first. */
export class SignInEventStore {
  constructor(private readonly db: Kysely<Database>) {}

  async record(event: SignInEventRow): Promise<void> {
    await this.db.insertInto('signin_events').values(event).execute();
  }

  /**
   * The app's events after the cursor (the last one read: its time and id), oldest first, at
   * most `limit`. Events of the same millisecond are ordered by id, so no page skips one.
   */
  async list(appId: string, after: { at: number; id: string }, limit: number): Promise<SignInEventRow[]> {
    return this.db
      .selectFrom('signin_events')
      .selectAll()
      .where('app_id', '=', appId)
      .where((eb) =>
        eb.or([
          eb('created_at', '>', after.at),
          eb.and([eb('created_at', '=', after.at), eb('id', '>', after.id)]),
        ]),
      )
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
  }
}
