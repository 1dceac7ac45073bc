import type { Kysely } from 'kysely';

/**
 * The pending-per-state cap (docs/security.md, server/http/clientLimits) counts a browser state's
 * pending sign-ins before every intent: `state_hash`, `status` and `expires_at` in one index
 * answer that count from the index alone, where `transactions_state` (state_hash only) read
 * every sign-in the state ever began from the table. It replaces that index: its first column
 * serves every other look-up by state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('transactions_state_pending')
    .on('transactions')
    .columns(['state_hash', 'status', 'expires_at'])
    .execute();
  await db.schema.dropIndex('transactions_state').execute();
}
