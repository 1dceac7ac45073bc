import type { Kysely, Selectable } from 'kysely';
import type { SesameUser } from '../../contract/wire';
import { firstRow } from '../db/prepared';
import type { Database } from '../db/schema';
import { type NewUserRow, userStatements as statements } from './userStatements';

type UserRow = Selectable<Database['users']>;

/** Users belong to one app; an identity (email or phone) belongs to one user of that app. */
export class UserStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly newId: () => string,
  ) {}

  async get(id: string): Promise<SesameUser | undefined> {
    const row = await firstRow(statements.byId(this.db, { id }));
    return row && toUser(row);
  }

  /** The user who owns this verified identity, created on first sign-in (in the caller's transaction, if any). */
  async signInVerified(
    appId: string,
    type: 'EMAIL' | 'MOBILE',
    value: string,
    now: number,
  ): Promise<SesameUser> {
    return (await this.verifiedOwner(appId, type, value, now)).user;
  }

  /** signInVerified, and whether an administrator blocked that user: one read answers both. */
  async verifiedOwner(
    appId: string,
    type: 'EMAIL' | 'MOBILE',
    value: string,
    now: number,
  ): Promise<{ user: SesameUser; blocked: boolean }> {
    const existing = await this.ownerOf(appId, type, value);
    if (existing) return { user: toUser(existing), blocked: existing.blocked_at != null };
    const id = this.newId();
    const insert = (db: Kysely<Database>) => insertUser(db, { id, appId, now }, { type, value });
    try {
      const row = await (this.db.isTransaction ? insert(this.db) : this.db.transaction().execute(insert));
      return { user: toUser(row), blocked: false };
    } catch (error) {
      // Two first sign-ins at once: the other one created the user.
      const raced = await this.ownerOf(appId, type, value);
      if (raced) return { user: toUser(raced), blocked: raced.blocked_at != null };
      throw error;
    }
  }

  /**
   * Fills a user's name and (unverified) email from a provider's profile where they have none
   * yet (Truecaller's): what the person typed or verified before is never overwritten. Returns
   * the fields it filled, for `user.updated` (docs/webhooks.md).
   */
  async fillProfile(
    id: string,
    profile: { name?: string | undefined; email?: string | undefined },
  ): Promise<('name' | 'email')[]> {
    const changed: ('name' | 'email')[] = [];
    const { name, email } = profile;
    if (name) {
      const result = await this.db
        .updateTable('users')
        .set({ name })
        .where('id', '=', id)
        .where('name', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows > 0n) changed.push('name');
    }
    if (email) {
      const result = await this.db
        .updateTable('users')
        .set({ email })
        .where('id', '=', id)
        .where('email', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows > 0n) changed.push('email');
    }
    return changed;
  }

  /** Remembers the language of the user's last completed sign-in (migration 013_user_locale). */
  async rememberLocale(id: string, locale: string): Promise<void> {
    await statements.setLocale(this.db, { id, locale });
  }

  /**
   * The language of the last sign-in of the user who owns this identity, for messages the host
   * sends outside a sign-in (docs/languages.md "Which language"); undefined for a stranger.
   */
  async lastLocale(appId: string, type: 'EMAIL' | 'MOBILE', value: string): Promise<string | undefined> {
    return (await this.ownerOf(appId, type, value))?.locale ?? undefined;
  }

  /** The app a user belongs to, and what OpenID Connect's claims release of them (findOidcAccount). */
  async withApp(id: string) {
    return this.db
      .selectFrom('users')
      .select(['app_id', 'email', 'email_verified', 'mobile', 'name'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Whether an administrator blocked this user (docs/dashboard.md "Users"): sign-in refuses them. */
  async isBlocked(id: string): Promise<boolean> {
    const row = await firstRow(statements.blockedAt(this.db, { id }));
    return row?.blocked_at != null;
  }

  async setBlocked(id: string, blockedAt: number | null): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ blocked_at: blockedAt })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Deletes the user and their identities (a person's erasure request). */
  async remove(id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('identities').where('user_id', '=', id).execute();
      const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    });
  }

  /**
   * The user a provider account joins on first use (docs/security.md "OAuth / OIDC"): the owner
   * of its email when the provider verified it, else a new user, whose identity a verified email
   * becomes (an email code later reaches the same account); an unverified email owns nothing.
   * Runs in the caller's transaction (inTransaction), beside the provider account's link.
   */
  async forProviderAccount(
    appId: string,
    person: { email: string | undefined; emailVerified: boolean; name: string | undefined },
    now: number,
  ): Promise<string> {
    const verified = person.emailVerified ? person.email : undefined;
    const owner = verified ? await this.ownerOf(appId, 'EMAIL', verified) : undefined;
    if (owner) return owner.id;
    const id = this.newId();
    const user = { id, appId, now, email: person.email, name: person.name };
    await insertUser(this.db, user, verified ? { type: 'EMAIL', value: verified } : undefined);
    return id;
  }

  /** The user row of whoever owns this identity in the app. */
  private ownerOf(appId: string, type: string, value: string): Promise<UserRow | undefined> {
    return firstRow(statements.ownerOf(this.db, { appId, type, value }));
  }
}

/**
 * A new user, and the verified identity they own if any (its email or phone is theirs, verified):
 * the one place a user row is made. `email` is an address a provider did not verify. Returns the
 * row's values as written.
 */
async function insertUser(
  db: Kysely<Database>,
  user: { id: string; appId: string; now: number; email?: string | undefined; name?: string | undefined },
  identity: { type: 'EMAIL' | 'MOBILE'; value: string } | undefined,
): Promise<NewUserRow> {
  const verifiedEmail = identity?.type === 'EMAIL' ? identity.value : undefined;
  const row = {
    id: user.id,
    app_id: user.appId,
    email: verifiedEmail ?? user.email ?? null,
    mobile: identity?.type === 'MOBILE' ? identity.value : null,
    name: user.name ?? null,
    email_verified: verifiedEmail ? 1 : 0,
    created_at: user.now,
  };
  await statements.insertUser(db, row);
  if (!identity) return row;
  await statements.insertIdentity(db, {
    app_id: user.appId,
    user_id: user.id,
    ...identity,
    verified_at: user.now,
  });
  return row;
}

function toUser(row: NewUserRow): SesameUser {
  const user: SesameUser = {
    uid: row.id,
    emailVerified: row.email_verified === 1,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
  if (row.email) user.email = row.email;
  if (row.mobile) user.mobile = row.mobile;
  if (row.name) user.name = row.name;
  return user;
}
