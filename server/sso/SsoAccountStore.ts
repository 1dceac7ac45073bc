import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { normalizeEmail } from '../signin/normalizeEmail';
import type { SsoProfile } from './SsoProfile';

/**
 * Provider identities and the users they belong to. docs/security.md "OAuth / OIDC": an account is
 * keyed by (issuer, subject), never by email; a provider's email joins an existing user only
 * when the provider verified it, so an unverified address cannot take over someone's account.
 */
export class SsoAccountStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly newUserId: () => string,
  ) {}

  /** The user this provider identity signs in as, linked or created on first use. */
  async signIn(appId: string, provider: string, profile: SsoProfile, now: number): Promise<string> {
    const known = await this.get(appId, profile.issuer, profile.subject);
    if (known) {
      // Some providers send the name once (Apple: the first sign-in only): keep what came before.
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
      return known.user_id;
    }
    const email = profile.email ? normalizeEmail(profile.email) : undefined;
    const verifiedEmail = profile.emailVerified ? email : undefined;
    try {
      return await this.db.transaction().execute(async (trx) => {
        const owner = verifiedEmail
          ? await trx
              .selectFrom('identities')
              .select('user_id')
              .where('app_id', '=', appId)
              .where('type', '=', 'EMAIL')
              .where('value', '=', verifiedEmail)
              .executeTakeFirst()
          : undefined;
        let userId = owner?.user_id;
        if (!userId) {
          userId = this.newUserId();
          await trx
            .insertInto('users')
            .values({
              id: userId,
              app_id: appId,
              email: email ?? null,
              mobile: null,
              name: profile.name ?? null,
              email_verified: verifiedEmail ? 1 : 0,
              created_at: now,
            })
            .execute();
          // A verified address is an identity of the new user: signing in later by email code
          // reaches the same account.
          if (verifiedEmail) {
            await trx
              .insertInto('identities')
              .values({
                app_id: appId,
                type: 'EMAIL',
                value: verifiedEmail,
                user_id: userId,
                verified_at: now,
              })
              .execute();
          }
        }
        await trx
          .insertInto('sso_accounts')
          .values({
            app_id: appId,
            issuer: profile.issuer,
            subject: profile.subject,
            user_id: userId,
            provider,
            email: email ?? null,
            email_verified: verifiedEmail ? 1 : 0,
            name: profile.name ?? null,
            picture: profile.picture ?? null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        return userId;
      });
    } catch (error) {
      // Two first sign-ins of one identity at once: the other one linked it.
      const raced = await this.userOf(appId, profile);
      if (raced) return raced;
      throw error;
    }
  }

  async get(appId: string, issuer: string, subject: string) {
    return this.db
      .selectFrom('sso_accounts')
      .selectAll()
      .where('app_id', '=', appId)
      .where('issuer', '=', issuer)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  private async userOf(appId: string, profile: SsoProfile): Promise<string | undefined> {
    return (await this.get(appId, profile.issuer, profile.subject))?.user_id;
  }

  /** Unlinks every provider account of a user (a person's erasure request). */
  async removeUser(userId: string): Promise<void> {
    await this.db.deleteFrom('sso_accounts').where('user_id', '=', userId).execute();
  }
}
