import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface BrowserIdentity {
  identityType: 'EMAIL' | 'MOBILE';
  identity: string;
  userId: string;
  verifiedAt: number;
}

/** The identities each browser (its state) verified for an app: what one-tap may offer it. */
export class BrowserIdentities {
  constructor(private readonly db: Kysely<Database>) {}

  async record(stateHash: string, appId: string, identity: BrowserIdentity): Promise<void> {
    await this.db
      .insertInto('browser_identities')
      .values({
        state_hash: stateHash,
        app_id: appId,
        identity_type: identity.identityType,
        identity: identity.identity,
        user_id: identity.userId,
        verified_at: identity.verifiedAt,
      })
      .onConflict((oc) =>
        oc
          .columns(['state_hash', 'app_id', 'identity_type', 'identity'])
          .doUpdateSet({ user_id: identity.userId, verified_at: identity.verifiedAt }),
      )
      .execute();
  }

  async list(stateHash: string, appId: string, since: number): Promise<BrowserIdentity[]> {
    const rows = await this.db
      .selectFrom('browser_identities')
      .selectAll()
      .where('state_hash', '=', stateHash)
      .where('app_id', '=', appId)
      .where('verified_at', '>', since)
      .orderBy('verified_at', 'desc')
      .execute();
    return rows.map((row) => ({
      identityType: row.identity_type as 'EMAIL' | 'MOBILE',
      identity: row.identity,
      userId: row.user_id,
      verifiedAt: Number(row.verified_at),
    }));
  }
}
