import type { Kysely, Selectable } from 'kysely';
import { prepared, slots } from '../../db/prepared';
import type { Database } from '../../db/schema';

export interface BrowserIdentity {
  identityType: 'EMAIL' | 'MOBILE';
  identity: string;
  userId: string;
  verifiedAt: number;
  /** The sign-in that taught the browser this identity: revoking it forgets the identity. */
  signInId: string;
  /** The device key the browser held then; null when it held none (no one-tap). */
  deviceHash: string | null;
}

/** The identities each browser (its state) verified for an app: what one-tap may offer it. */
export class BrowserIdentities {
  constructor(private readonly db: Kysely<Database>) {}

  async record(stateHash: string, appId: string, identity: BrowserIdentity): Promise<void> {
    await learn(this.db, {
      state_hash: stateHash,
      app_id: appId,
      identity_type: identity.identityType,
      identity: identity.identity,
      user_id: identity.userId,
      verified_at: identity.verifiedAt,
      signin_id: identity.signInId,
      device_hash: identity.deviceHash,
    });
  }

  /** What the browser verified since `since` while it held the device key `deviceHash`. */
  async list(
    stateHash: string,
    appId: string,
    deviceHash: string,
    since: number,
  ): Promise<BrowserIdentity[]> {
    const rows = await this.db
      .selectFrom('browser_identities')
      .selectAll()
      .where('state_hash', '=', stateHash)
      .where('app_id', '=', appId)
      .where('device_hash', '=', deviceHash)
      .where('signin_id', 'is not', null)
      .where('verified_at', '>', since)
      .orderBy('verified_at', 'desc')
      .execute();
    return rows.map((row) => ({
      identityType: row.identity_type as 'EMAIL' | 'MOBILE',
      identity: row.identity,
      userId: row.user_id,
      verifiedAt: Number(row.verified_at),
      signInId: row.signin_id ?? '',
      deviceHash: row.device_hash,
    }));
  }

  /** The browsers (state hashes) that learned an identity through the sign-in `signInId`. */
  async statesTaughtBy(signInId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('browser_identities')
      .select('state_hash')
      .distinct()
      .where('signin_id', '=', signInId)
      .execute();
    return rows.map((row) => row.state_hash);
  }

  /** The sign-ins that taught browsers a user's identities in an app: one-tap may rest on them. */
  async signInsOf(appId: string, userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('browser_identities')
      .select('signin_id')
      .distinct()
      .where('app_id', '=', appId)
      .where('user_id', '=', userId)
      .where('signin_id', 'is not', null)
      .execute();
    return rows.flatMap((row) => (row.signin_id ? [row.signin_id] : []));
  }

  /** Forgets everything these browsers verified, for every app. */
  async forgetStates(stateHashes: readonly string[]): Promise<number> {
    if (stateHashes.length === 0) return 0;
    const result = await this.db
      .deleteFrom('browser_identities')
      .where('state_hash', 'in', stateHashes)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Forgets what browsers verified before `before`: one-tap no longer offers it (ONETAP_MAX_AGE_MS). */
  async purgeVerifiedBefore(before: number): Promise<void> {
    await this.db.deleteFrom('browser_identities').where('verified_at', '<', before).execute();
  }

  /** Forgets a user in every browser (an administrator blocked or deleted them): one-tap stops offering them. */
  async forgetUser(userId: string): Promise<void> {
    await this.db.deleteFrom('browser_identities').where('user_id', '=', userId).execute();
  }
}

const LEARNED = ['user_id', 'verified_at', 'signin_id', 'device_hash'] as const;

/** `record`'s upsert, built once (server/db/prepared): every sign-in makes it. */
const learn = prepared<Selectable<Database['browser_identities']>, never>((db, p) =>
  db
    .insertInto('browser_identities')
    .values(slots(p, ['state_hash', 'app_id', 'identity_type', 'identity', ...LEARNED]))
    .onConflict((oc) =>
      oc.columns(['state_hash', 'app_id', 'identity_type', 'identity']).doUpdateSet(slots(p, LEARNED)),
    ),
);
