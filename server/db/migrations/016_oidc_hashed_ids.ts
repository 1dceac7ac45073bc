import type { Kysely } from 'kysely';

/**
 * oidc-provider's records are now keyed by a keyed hash of their id and stored without it
 * (docs/security.md §1, docs/oidc.md "Storage"). Rows from before held codes, tokens and session
 * ids in the clear and can no longer be found: they go, which signs OIDC clients' users out once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.deleteFrom('oidc_models' as never).execute();
}
