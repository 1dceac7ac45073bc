import type { Kysely } from 'kysely';
import { PROVIDER_STATUSES, type ProviderStatus } from '../../contract/deliveryFallback';
import { firstRow, prepared } from '../db/prepared';
import type { Database } from '../db/schema';

/**
 * One row per send, keyed by its idempotency key: the first request claims it, so a repeated
 * request (double click, retry of the HTTP call, another instance) never reaches the provider
 * a second time for the same message.
 */
export class DeliveryStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** True when this key was free and is now ours to send. `transactionId`: the sign-in it serves. */
  async claim(
    key: string,
    appId: string,
    channel: string,
    now: number,
    transactionId?: string,
  ): Promise<boolean> {
    const row = await firstRow(
      claimKey(this.db, {
        key,
        app_id: appId,
        channel,
        transaction_id: transactionId ?? null,
        created_at: now,
      }),
    );
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
    await finishSend(this.db, {
      key,
      status,
      provider_id: providerId ?? null,
      updated_at: now,
      error: error?.slice(0, 500) ?? null,
    });
  }

  /**
   * What the provider reported about a send it accepted (found by its message id), kept only
   * when it moves the send forward: SENT, DELIVERED, READ in that order, FAILED at any point, and
   * nothing after READ or FAILED (webhooks arrive out of order). Answers the sign-in it served
   * when the status changed.
   */
  async recordProviderStatus(
    channel: string,
    providerId: string,
    status: ProviderStatus,
    now: number,
    error?: string,
  ): Promise<string | null | undefined> {
    const earlier = PROVIDER_STATUSES.slice(0, PROVIDER_STATUSES.indexOf(status));
    const row = await this.db
      .updateTable('deliveries')
      .set({
        provider_status: status,
        provider_status_at: now,
        updated_at: now,
        ...(error ? { error: error.slice(0, 500) } : {}),
      })
      .where('channel', '=', channel)
      .where('provider_id', '=', providerId)
      .where((eb) =>
        status === 'FAILED'
          ? eb.or([eb('provider_status', 'is', null), eb('provider_status', 'in', ['SENT', 'DELIVERED'])])
          : earlier.length
            ? eb.or([eb('provider_status', 'is', null), eb('provider_status', 'in', earlier)])
            : eb('provider_status', 'is', null),
      )
      .returning('transaction_id')
      .executeTakeFirst();
    return row?.transaction_id;
  }

  /** The sends of one sign-in, oldest first. */
  async forTransaction(transactionId: string) {
    return this.db
      .selectFrom('deliveries')
      .selectAll()
      .where('transaction_id', '=', transactionId)
      .orderBy('created_at', 'asc')
      .execute();
  }

  /** The app a provider's message id was sent for (to check its status webhook's signature). */
  async appOfProviderId(channel: string, providerId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('deliveries')
      .select('app_id')
      .where('channel', '=', channel)
      .where('provider_id', '=', providerId)
      .executeTakeFirst();
    return row?.app_id;
  }

  /** Marks the sends of `transactionId` as the fallback of sign-in `from` (each step recorded). */
  /** The latest send of `channel` the provider took for a sign-in of `identity` (the dev phone's statuses). */
  async latestSentTo(channel: string, identity: string) {
    return this.db
      .selectFrom('deliveries')
      .innerJoin('transactions', 'transactions.id', 'deliveries.transaction_id')
      .select(['deliveries.provider_id', 'deliveries.app_id'])
      .where('deliveries.channel', '=', channel)
      .where('transactions.identity', '=', identity)
      .where('deliveries.provider_id', 'is not', null)
      .orderBy('deliveries.created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async markFallback(transactionId: string, from: string): Promise<void> {
    await this.db
      .updateTable('deliveries')
      .set({ fallback_from: from })
      .where('transaction_id', '=', transactionId)
      .execute();
  }

  async get(key: string) {
    return this.db.selectFrom('deliveries').selectAll().where('key', '=', key).executeTakeFirst();
  }
}

// The statements of every send, built once (server/db/prepared).

const claimKey = prepared<
  { key: string; app_id: string; channel: string; transaction_id: string | null; created_at: number },
  { key: string }
>((db, p) =>
  db
    .insertInto('deliveries')
    .values({
      key: p('key'),
      app_id: p('app_id'),
      channel: p('channel'),
      status: 'sending',
      attempts: 0,
      provider_id: null,
      error: null,
      transaction_id: p('transaction_id'),
      provider_status: null,
      provider_status_at: null,
      fallback_from: null,
      created_at: p('created_at'),
      updated_at: p('created_at'),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key'),
);

const finishSend = prepared<
  { key: string; status: string; provider_id: string | null; updated_at: number; error: string | null },
  never
>((db, p) =>
  db
    .updateTable('deliveries')
    .set({
      status: p('status'),
      provider_id: p('provider_id'),
      updated_at: p('updated_at'),
      error: p('error'),
    })
    .where('key', '=', p('key')),
);
