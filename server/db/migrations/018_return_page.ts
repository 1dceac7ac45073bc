import type { Kysely } from 'kysely';

/**
 * docs/widget.md "Sign-ins that come back to the page": the page of a registered origin a sign-in
 * began on, so a magic link opened after its tab was closed continues there rather than on the
 * app's login URI; null on sign-ins from before and on those begun elsewhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sign_in_requests').addColumn('return_page', 'text').execute();
}
