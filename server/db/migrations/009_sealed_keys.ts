import { type Kysely, sql } from 'kysely';

/**
 * Production fails closed (docs/security.md):
 * - `signing_keys.not_before`: a new key is published at once but signs only from this time, once
 *   every JWKS cache has seen it; keys made before this migration sign from their creation.
 * - `inbound_messages.done_at`: a WhatsApp message id is claimed while it is processed and marked
 *   done after; a claim whose process died is taken over when Meta redelivers. Rows from before
 *   this migration were processed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signing_keys').addColumn('not_before', 'bigint').execute();
  await sql`update signing_keys set not_before = created_at`.execute(db);
  await db.schema.alterTable('inbound_messages').addColumn('done_at', 'bigint').execute();
  await sql`update inbound_messages set done_at = received_at`.execute(db);
}
