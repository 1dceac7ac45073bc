import type { Kysely, Selectable } from 'kysely';
import { firstRow, prepared, slots } from '../db/prepared';
import type { Database } from '../db/schema';

export type SessionRow = Selectable<Database['sessions']>;
export type NewSession = Omit<
  SessionRow,
  'generation' | 'rotated_at' | 'revoked_at' | 'revoked_reason' | 'signin_id'
> & { signin_id?: string | null };
export type RevokeReason = 'logout' | 'refresh_reuse' | 'code_reuse' | 'not_me' | 'admin_revoke';

/**
 * Sessions and their refresh-token families (docs/security.md "Sessions and tokens"). Secrets are
 * kept only as HMACs; every change that must happen once (a rotation, a revocation) is one
 * conditional statement, so it holds across instances sharing the database.
 */
export class SessionStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Opens the session of a finished sign-in, once per transaction. */
  async open(session: NewSession): Promise<void> {
    await openOnce(this.db, { ...session, signin_id: session.signin_id ?? null });
  }

  async byId(idHash: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
  }

  async byToken(tokenHash: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  async byTransaction(transactionId: string): Promise<SessionRow | undefined> {
    return firstRow(ofTransaction(this.db, { transactionId }));
  }

  /**
   * Trades the current refresh token for a new token pair, once: false when the session ended,
   * or another request traded the same refresh token first. The old one is kept as retired, so
   * presenting it again is recognised as reuse.
   */
  async rotate(
    idHash: string,
    refreshHash: string,
    next: { tokenHash: string; tokenExpiresAt: number; refreshHash: string },
    now: number,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('sessions')
        .set((eb) => ({
          token_hash: next.tokenHash,
          token_expires_at: next.tokenExpiresAt,
          refresh_hash: next.refreshHash,
          generation: eb('generation', '+', 1),
          rotated_at: now,
        }))
        .where('id_hash', '=', idHash)
        .where('refresh_hash', '=', refreshHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('expires_at')
        .executeTakeFirst();
      if (!result) return false;
      await trx
        .insertInto('session_retired_refresh')
        .values({
          refresh_hash: refreshHash,
          session_hash: idHash,
          retired_at: now,
          expires_at: result.expires_at,
        })
        .onConflict((oc) => oc.column('refresh_hash').doNothing())
        .execute();
      return true;
    });
  }

  /** When this refresh token of the session was traded in; undefined when it never was. */
  async retiredAt(idHash: string, refreshHash: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('session_retired_refresh')
      .select(['session_hash', 'retired_at'])
      .where('refresh_hash', '=', refreshHash)
      .executeTakeFirst();
    return row?.session_hash === idHash ? Number(row.retired_at) : undefined;
  }

  /**
   * Ends every session that rests on the sign-in `signInId`: its own, and those of the one-taps
   * it taught a browser (their whole refresh families); the first reason given is kept. Answers
   * the users whose sessions ended.
   */
  async revokeSignIn(signInId: string, reason: RevokeReason, now: number): Promise<string[]> {
    const rows = await this.db
      .updateTable('sessions')
      .set({ revoked_at: now, revoked_reason: reason })
      .where((eb) => eb.or([eb('transaction_id', '=', signInId), eb('signin_id', '=', signInId)]))
      .where('revoked_at', 'is', null)
      .returning('user_id')
      .execute();
    return rows.map((row) => row.user_id);
  }

  /**
   * The sign-ins a user's live sessions in an app rest on (a one-tap's, the sign-in that taught
   * it): what revoking the user's sign-ins must end (server/signin/revokeUserSignIns).
   */
  async liveSignInsOf(appId: string, userId: string, now: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select(['transaction_id', 'signin_id'])
      .where('app_id', '=', appId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    return rows.map((row) => row.signin_id ?? row.transaction_id);
  }

  /** Removes sessions, and their retired refresh tokens, that ended before `olderThan`. */
  async purgeExpired(olderThan: number): Promise<void> {
    await this.db.deleteFrom('session_retired_refresh').where('expires_at', '<', olderThan).execute();
    await this.db.deleteFrom('sessions').where('expires_at', '<', olderThan).execute();
    await this.db.deleteFrom('sessions').where('revoked_at', '<', olderThan).execute();
  }
}

// The statements of every sign-in, built once (server/db/prepared).

const NEW_COLUMNS = [
  'id_hash',
  'app_id',
  'user_id',
  'transaction_id',
  'signin_id',
  'token_hash',
  'token_expires_at',
  'refresh_hash',
  'expires_at',
  'created_at',
] as const;

const openOnce = prepared<Pick<SessionRow, (typeof NEW_COLUMNS)[number]>, never>((db, p) =>
  db
    .insertInto('sessions')
    .values({
      ...slots(p, NEW_COLUMNS),
      generation: 0,
      rotated_at: null,
      revoked_at: null,
      revoked_reason: null,
    })
    .onConflict((oc) => oc.column('transaction_id').doNothing()),
);

const ofTransaction = prepared<{ transactionId: string }, SessionRow>((db, p) =>
  db.selectFrom('sessions').selectAll().where('transaction_id', '=', p('transactionId')),
);
