import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/schema';
import type { OidcRecordSecrets } from './oidcRecordSecrets';

/**
 * oidc-provider's storage adapter on Kysely (SQLite or PostgreSQL): one store per model kind
 * (Session, Interaction, AuthorizationCode, AccessToken, RefreshToken, Grant…). Every instance
 * behind a load balancer reads the same rows, so a sign-in begun on one finishes on another.
 * Rows are keyed by a hash of the record's id and hold no bearer value (`OidcRecordSecrets`).
 */
export class OidcModelStore implements Adapter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: string,
    private readonly now: () => number,
    private readonly secrets: OidcRecordSecrets,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const key = this.secrets.recordKey(id);
    // A record saved again after a lookup by id no longer knows its user code: keep its hash.
    const previous = payload.userCode
      ? undefined
      : await this.db
          .selectFrom('oidc_models')
          .select('payload')
          .where('kind', '=', this.kind)
          .where('id', '=', key)
          .where('user_code', 'is not', null)
          .executeTakeFirst();
    const row = {
      payload: this.secrets.seal(id, payload, previous?.payload),
      grant_id: payload.grantId ?? null,
      uid: payload.uid ?? null,
      expires_at: expiresIn ? this.now() + expiresIn * 1000 : null,
      ...(payload.userCode ? { user_code: this.secrets.userCodeKey(payload.userCode) } : {}),
    };
    await this.db
      .insertInto('oidc_models')
      .values({ kind: this.kind, id: key, consumed_at: null, ...row })
      .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet(row))
      .execute();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', this.secrets.recordKey(id), { id });
  }

  /** A session by its uid; oidc-provider only reads it (account, grants), never its id. */
  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid, {});
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', this.secrets.userCodeKey(userCode), { userCode });
  }

  async consume(id: string): Promise<void> {
    await this.db
      .updateTable('oidc_models')
      .set({ consumed_at: this.now() })
      .where('kind', '=', this.kind)
      .where('id', '=', this.secrets.recordKey(id))
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .deleteFrom('oidc_models')
      .where('kind', '=', this.kind)
      .where('id', '=', this.secrets.recordKey(id))
      .execute();
  }

  /** A grant revoked (logout, code replay, revocation) takes every token issued under it. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom('oidc_models').where('grant_id', '=', grantId).execute();
  }

  private async findWhere(
    column: 'id' | 'uid' | 'user_code',
    value: string,
    known: { id?: string; userCode?: string },
  ) {
    const row = await this.db
      .selectFrom('oidc_models')
      .select(['payload', 'consumed_at', 'expires_at'])
      .where('kind', '=', this.kind)
      .where(column, '=', value)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.expires_at !== null && Number(row.expires_at) <= this.now()) return undefined;
    const consumed = row.consumed_at === null ? undefined : Math.floor(Number(row.consumed_at) / 1000);
    return this.secrets.open(row.payload, { ...known, consumed });
  }
}

/** Expired records go with the maintenance sweep. */
export async function purgeExpiredOidcModels(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('oidc_models').where('expires_at', '<=', now).execute();
}
