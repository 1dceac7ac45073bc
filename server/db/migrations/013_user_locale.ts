import type { Kysely } from 'kysely';

/**
 * A user's last language (docs/languages.md "Which language"): the language of their last
 * completed sign-in, for messages the host sends them outside a sign-in they began (a WhatsApp
 * reply to an unknown code, a NOT ME with nothing to revoke). Null until they next sign in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
}
