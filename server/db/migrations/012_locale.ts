import type { Kysely } from 'kysely';

/**
 * Every word in the visitor's language (docs/languages.md): a sign-in keeps the language it was
 * asked in, so its email, SMS, WhatsApp messages and pages speak it; null on sign-ins from before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('locale', 'text').execute();
}
