import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Dashboard sessions, by the HMAC of the cookie's value: the one writer of their table. */
export class AdminSessionStore {
  constructor(private readonly db: Kysely<Database>) {}

  async open(idHash: string, adminId: string, now: number, expiresAt: number): Promise<void> {
    await this.db
      .insertInto('admin_sessions')
      .values({
        id_hash: idHash,
        admin_id: adminId,
        created_at: now,
        expires_at: expiresAt,
        revoked_at: null,
      })
      .execute();
  }

  /** The administrator of a live session, or undefined. */
  async adminOf(idHash: string, now: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('admin_sessions')
      .select('admin_id')
      .where('id_hash', '=', idHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.admin_id;
  }

  async revoke(idHash: string, now: number): Promise<void> {
    await this.db
      .updateTable('admin_sessions')
      .set({ revoked_at: now })
      .where('id_hash', '=', idHash)
      .execute();
  }

  /** Ends every session of an administrator who was removed. */
  async revokeAdmin(adminId: string, now: number): Promise<void> {
    await this.db
      .updateTable('admin_sessions')
      .set({ revoked_at: now })
      .where('admin_id', '=', adminId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
