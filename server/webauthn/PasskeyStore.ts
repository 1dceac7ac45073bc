import type { Kysely, Selectable } from 'kysely';
import { firstRow, prepared } from '../db/prepared';
import type { Database } from '../db/schema';

export type ChallengeRow = Selectable<Database['webauthn_challenges']>;
export type CredentialRow = Selectable<Database['webauthn_credentials']>;
export type NewChallenge = Omit<ChallengeRow, 'used_at'>;
export type NewCredential = Omit<CredentialRow, 'last_used_at'>;

/**
 * Challenges and credentials in storage. Every change that must happen once (using a
 * challenge, moving a counter forward, registering an id) is one conditional statement, so it
 * holds across instances (docs/security.md "Reliability").
 */
export class PasskeyStore {
  constructor(private readonly db: Kysely<Database>) {}

  async addChallenge(challenge: NewChallenge): Promise<void> {
    await this.db
      .insertInto('webauthn_challenges')
      .values({ ...challenge, used_at: null })
      .execute();
  }

  /** Marks the challenge used, once; returns it only to the request that used it. */
  async spendChallenge(challengeHash: string, now: number): Promise<ChallengeRow | undefined> {
    const result = await this.db
      .updateTable('webauthn_challenges')
      .set({ used_at: now })
      .where('challenge_hash', '=', challengeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return undefined;
    return this.db
      .selectFrom('webauthn_challenges')
      .selectAll()
      .where('challenge_hash', '=', challengeHash)
      .executeTakeFirst();
  }

  /** False when the id is registered already (to anyone): the primary key refuses it. */
  async addCredential(credential: NewCredential): Promise<boolean> {
    const result = await this.db
      .insertInto('webauthn_credentials')
      .values({ ...credential, last_used_at: null })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  async credential(id: string): Promise<CredentialRow | undefined> {
    return this.db.selectFrom('webauthn_credentials').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async credentialsOf(appId: string, userId: string): Promise<CredentialRow[]> {
    return this.db
      .selectFrom('webauthn_credentials')
      .selectAll()
      .where('app_id', '=', appId)
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  }

  async countOf(appId: string, userId: string): Promise<number> {
    const row = await firstRow(countOfUser(this.db, { appId, userId }));
    return Number(row?.n ?? 0);
  }

  /** Whether the browser holding this state created a passkey for the app. */
  async existsForState(appId: string, stateHash: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('webauthn_credentials')
      .select('id')
      .where('app_id', '=', appId)
      .where('state_hash', '=', stateHash)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Moves the signature counter forward from the value the check was made against. False when
   * another request moved it first: the same assertion cannot be counted twice.
   */
  async advanceCounter(id: string, from: number, to: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('webauthn_credentials')
      .set({ counter: to, last_used_at: now })
      .where('id', '=', id)
      .where('counter', '=', from)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async removeCredential(appId: string, userId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('webauthn_credentials')
      .where('id', '=', id)
      .where('app_id', '=', appId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async purgeChallenges(olderThan: number): Promise<void> {
    await this.db.deleteFrom('webauthn_challenges').where('expires_at', '<', olderThan).execute();
  }
}

/** `countOf`, built once (server/db/prepared): every finished sign-in asks it. */
const countOfUser = prepared<{ appId: string; userId: string }, { n: number }>((db, p) =>
  db
    .selectFrom('webauthn_credentials')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('app_id', '=', p('appId'))
    .where('user_id', '=', p('userId')),
);
