import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type DeliveryRow = Selectable<Database['webhook_deliveries']>;
export type NewDelivery = Pick<
  DeliveryRow,
  'id' | 'message_id' | 'endpoint_id' | 'app_id' | 'event' | 'payload'
>;

/**
 * The durable delivery queue and its log: one row per (message, endpoint). Instances claim due
 * rows with a lease; a claim that is not finished (the instance died) runs out and is taken
 * again, so a message is never lost to a restart.
 */
export class WebhookDeliveryStore {
  constructor(private readonly db: Kysely<Database>) {}

  async enqueue(deliveries: NewDelivery[], now: number): Promise<void> {
    if (!deliveries.length) return;
    await this.db
      .insertInto('webhook_deliveries')
      .values(
        deliveries.map((d) => ({
          ...d,
          status: 'pending',
          attempts: 0,
          next_attempt_at: now,
          lease_until: null,
          last_status: null,
          last_error: null,
          created_at: now,
          finished_at: null,
        })),
      )
      .execute();
  }

  /**
   * Claims up to `limit` due deliveries for `leaseMs` and counts the attempt. The conditions
   * are checked again on each row as it is updated, so two instances never claim the same one.
   */
  async claimDue(now: number, limit: number, leaseMs: number): Promise<DeliveryRow[]> {
    return this.db
      .updateTable('webhook_deliveries')
      .set((eb) => ({ lease_until: now + leaseMs, attempts: eb('attempts', '+', 1) }))
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<=', now)]))
          .orderBy('next_attempt_at')
          .limit(limit),
      )
      .returningAll()
      .execute();
  }

  /** Records an attempt's outcome: delivered, due again at `retryAt`, or failed for good. */
  async record(
    id: string,
    outcome: { status: 'delivered' | 'pending' | 'failed'; httpStatus: number | null; error: string | null },
    now: number,
    retryAt?: number,
  ): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set({
        status: outcome.status,
        last_status: outcome.httpStatus,
        last_error: outcome.error,
        lease_until: null,
        next_attempt_at: retryAt ?? now,
        finished_at: outcome.status === 'pending' ? null : now,
      })
      .where('id', '=', id)
      .execute();
  }

  /** The app's delivery log, newest first. */
  async log(appId: string, limit: number): Promise<DeliveryRow[]> {
    return this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('app_id', '=', appId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  async get(appId: string, id: string): Promise<DeliveryRow | undefined> {
    return this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('app_id', '=', appId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Old finished deliveries leave the log with the maintenance sweep. */
  async purgeFinished(olderThan: number): Promise<void> {
    await this.db
      .deleteFrom('webhook_deliveries')
      .where('status', '!=', 'pending')
      .where('finished_at', '<', olderThan)
      .execute();
  }
}
