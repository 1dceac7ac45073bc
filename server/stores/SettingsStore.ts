import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Small host-wide values (the generated dev secret). */
export class SettingsStore {
  constructor(private readonly db: Kysely<Database>) {}

  async get(key: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.value;
  }

  /** Stores `value` unless the key exists; returns what is stored (the first writer wins). */
  async getOrSet(key: string, value: string): Promise<string> {
    await this.db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    return (await this.get(key))!;
  }
}
