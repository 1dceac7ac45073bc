import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * One row per send, keyed by its idempotency key: the first request claims it, so a repeated
 * request (double click, retry of the HTTP call, another instance) never reaches the provider
 * a second time for the same message.
 */
export class DeliveryStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** True when this key was free and is now ours to send. */
  async claim(key: string, appId: string, channel: string, now: number): Promise<boolean> {
    const row = await this.db
      .insertInto('deliveries')
      .values({
        key,
        app_id: appId,
        channel,
        status: 'sending',
        attempts: 0,
        provider_id: null,
        error: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  }

  async attempted(key: string, now: number): Promise<void> {
    await this.db
      .updateTable('deliveries')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: now }))
      .where('key', '=', key)
      .execute();
  }

  /** `error` says why a send failed (the dashboard's Deliveries page); never a secret. */
  async finish(
    key: string,
    status: 'sent' | 'failed',
    providerId: string | undefined,
    now: number,
    error?: string,
  ) {
    await this.db
      .updateTable('deliveries')
      .set({ status, provider_id: providerId ?? null, updated_at: now, error: error?.slice(0, 500) ?? null })
      .where('key', '=', key)
      .execute();
  }

  async get(key: string) {
    return this.db.selectFrom('deliveries').selectAll().where('key', '=', key).executeTakeFirst();
  }
}
