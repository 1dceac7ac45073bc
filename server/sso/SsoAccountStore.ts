import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SsoProfile } from './SsoProfile';

/**
 * Provider accounts (`sso_accounts`), each linked to one user: keyed by (issuer, subject), never
 * by email (docs/security.md "OAuth / OIDC"). The users and identities they link to are
 * UserStore's; ssoSignIn joins the two.
 */
export class SsoAccountStore {
  constructor(private readonly db: Kysely<Database>) {}

  async get(appId: string, issuer: string, subject: string) {
    return this.db
      .selectFrom('sso_accounts')
      .selectAll()
      .where('app_id', '=', appId)
      .where('issuer', '=', issuer)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  /** What the provider says now; some send the name once (Apple: the first sign-in only), so what came before stays. */
  async refresh(
    appId: string,
    profile: SsoProfile,
    known: { name: string | null; picture: string | null },
    now: number,
  ): Promise<void> {
    await this.db
      .updateTable('sso_accounts')
      .set({
        email: profile.email ?? null,
        email_verified: profile.emailVerified ? 1 : 0,
        name: profile.name ?? known.name,
        picture: profile.picture ?? known.picture,
        updated_at: now,
      })
      .where('app_id', '=', appId)
      .where('issuer', '=', profile.issuer)
      .where('subject', '=', profile.subject)
      .execute();
  }

  /** Links a provider account to its user on first use. */
  async link(
    appId: string,
    provider: string,
    profile: SsoProfile,
    userId: string,
    now: number,
  ): Promise<void> {
    await this.db
      .insertInto('sso_accounts')
      .values({
        app_id: appId,
        issuer: profile.issuer,
        subject: profile.subject,
        user_id: userId,
        provider,
        email: profile.email ?? null,
        email_verified: profile.emailVerified && profile.email ? 1 : 0,
        name: profile.name ?? null,
        picture: profile.picture ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  /** The picture a provider gave the user, newest first (Sesame keeps no picture of its own). */
  async latestPicture(userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('sso_accounts')
      .select('picture')
      .where('user_id', '=', userId)
      .where('picture', 'is not', null)
      .orderBy('updated_at', 'desc')
      .executeTakeFirst();
    return row?.picture ?? undefined;
  }

  /** Unlinks every provider account of a user (a person's erasure request). */
  async removeUser(userId: string): Promise<void> {
    await this.db.deleteFrom('sso_accounts').where('user_id', '=', userId).execute();
  }
}
