import type { Kysely, Selectable } from 'kysely';
import type { SsoMode } from '../../contract/sso';
import type { Database } from '../db/schema';

export type SsoFlowRow = Selectable<Database['sso_flows']>;

export interface NewSsoFlow {
  id: string;
  transactionId: string;
  appId: string;
  channel: string;
  provider: string;
  startHash: string;
  returnOrigin: string | null;
  returnUri: string | null;
  expiresAt: number;
  createdAt: number;
}

/**
 * Sign-ins in flight at a provider. Each step happens once, by one conditional UPDATE: the start
 * URL is followed once, the callback is accepted once (a replayed callback finds it finished).
 */
export class SsoFlowStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create(flow: NewSsoFlow): Promise<void> {
    await this.db
      .insertInto('sso_flows')
      .values({
        id: flow.id,
        transaction_id: flow.transactionId,
        app_id: flow.appId,
        channel: flow.channel,
        provider: flow.provider,
        start_hash: flow.startHash,
        return_origin: flow.returnOrigin,
        return_uri: flow.returnUri,
        expires_at: flow.expiresAt,
        created_at: flow.createdAt,
      })
      .execute();
  }

  async byStartHash(startHash: string): Promise<SsoFlowRow | undefined> {
    return this.db.selectFrom('sso_flows').selectAll().where('start_hash', '=', startHash).executeTakeFirst();
  }

  async byStateHash(stateHash: string): Promise<SsoFlowRow | undefined> {
    return this.db.selectFrom('sso_flows').selectAll().where('state_hash', '=', stateHash).executeTakeFirst();
  }

  /** Binds the flow to the browser that followed the start URL, once: false if it was followed before. */
  async start(
    id: string,
    values: { stateHash: string; browserHash: string; mode: SsoMode; now: number },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('sso_flows')
      .set({
        state_hash: values.stateHash,
        browser_hash: values.browserHash,
        mode: values.mode,
        started_at: values.now,
      })
      .where('id', '=', id)
      .where('started_at', 'is', null)
      .where('expires_at', '>', values.now)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Takes the provider's answer, once: false if the callback was already used (a replay). */
  async finish(id: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('sso_flows')
      .set({ finished_at: now })
      .where('id', '=', id)
      .where('started_at', 'is not', null)
      .where('finished_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async purgeExpired(olderThan: number): Promise<void> {
    await this.db.deleteFrom('sso_flows').where('expires_at', '<', olderThan).execute();
  }
}
