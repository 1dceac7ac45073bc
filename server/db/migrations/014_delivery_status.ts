import type { Kysely } from 'kysely';

/**
 * Delivery status and automatic fallback (docs/channels.md "Delivery status and fallback"): each
 * send names the sign-in it belongs to, what the provider last reported about it (Meta's
 * statuses, Twilio's status callbacks) and, for a send that replaced another channel's, the
 * sign-in it fell back from. Found by the provider's message id when a status arrives.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  for (const [name, type] of [
    ['transaction_id', 'text'],
    ['provider_status', 'text'],
    ['provider_status_at', 'bigint'],
    ['fallback_from', 'text'],
  ] as const)
    await db.schema.alterTable('deliveries').addColumn(name, type).execute();
  await db.schema.createIndex('deliveries_provider').on('deliveries').column('provider_id').execute();
  await db.schema.createIndex('deliveries_transaction').on('deliveries').column('transaction_id').execute();
}
