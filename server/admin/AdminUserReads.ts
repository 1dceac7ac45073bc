import { type Kysely, type Selectable, sql } from 'kysely';
import type { AdminUserDetail, AdminUserSummary } from '../../contract/adminReports';
import type { Database } from '../db/schema';

const iso = (ms: number | null | undefined) => new Date(Number(ms)).toISOString();
const SEARCH_LIMIT = 50;
const HISTORY_LIMIT = 50;

/** What a user's line in the dashboard shows. */
const SUMMARY_COLUMNS = ['id', 'app_id', 'email', 'mobile', 'created_at', 'blocked_at'] as const;
type UserRow = Pick<Selectable<Database['users']>, (typeof SUMMARY_COLUMNS)[number]>;

function summary(row: UserRow): AdminUserSummary {
  const user: AdminUserSummary = {
    id: row.id,
    appId: row.app_id,
    createdAt: iso(row.created_at),
    blocked: row.blocked_at != null,
  };
  if (row.email) user.email = row.email;
  if (row.mobile) user.mobile = row.mobile;
  return user;
}

/**
 * The dashboard's reads of users (docs/dashboard.md "Users"): across the user, identity,
 * session, passkey and transaction tables, whose stores stay their only writers.
 */
export class AdminUserReads {
  constructor(private readonly db: Kysely<Database>) {}

  /** Users by id, email or phone (a part of either), newest first; no query lists the newest. */
  async search(query: string, appId?: string): Promise<AdminUserSummary[]> {
    let select = this.db
      .selectFrom('users')
      .select(SUMMARY_COLUMNS)
      .orderBy('created_at', 'desc')
      .limit(SEARCH_LIMIT);
    if (appId) select = select.where('app_id', '=', appId);
    const q = query.trim().toLowerCase();
    if (q) {
      // `%` and `_` in the query are literal; lower() on both sides: PostgreSQL's LIKE is case-sensitive.
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const contains = (column: 'email' | 'mobile') =>
        sql<boolean>`lower(${sql.ref(column)}) like ${like} escape '\\'`;
      select = select.where((eb) =>
        eb.or([eb('id', '=', query.trim()), contains('email'), contains('mobile')]),
      );
    }
    return (await select.execute()).map(summary);
  }

  /** Everything the dashboard shows of one user: identities, sessions, passkeys, sign-ins. */
  async detail(id: string, now: number): Promise<AdminUserDetail | undefined> {
    const db = this.db;
    const row = await db.selectFrom('users').select(SUMMARY_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const [identities, sessions, passkeys, signIns] = await Promise.all([
      db
        .selectFrom('identities')
        .select(['type', 'value', 'verified_at'])
        .where('user_id', '=', id)
        .execute(),
      db
        .selectFrom('sessions')
        .select(['id_hash', 'created_at', 'expires_at', 'revoked_at'])
        .where('user_id', '=', id)
        .orderBy('created_at', 'desc')
        .limit(HISTORY_LIMIT)
        .execute(),
      db.selectFrom('webauthn_credentials').select(['id', 'created_at']).where('user_id', '=', id).execute(),
      db
        .selectFrom('transactions')
        // The requesting device is kept beside every sign-in; a QR sign-in also keeps it on the transaction.
        .leftJoin('sign_in_requests', 'sign_in_requests.transaction_id', 'transactions.id')
        .select((eb) => [
          'transactions.channel',
          'transactions.status',
          'transactions.created_at',
          eb.fn.coalesce('sign_in_requests.device', 'transactions.device').as('device'),
        ])
        .where('transactions.user_id', '=', id)
        .orderBy('transactions.created_at', 'desc')
        .limit(HISTORY_LIMIT)
        .execute(),
    ]);
    return {
      ...summary(row),
      identities: identities.map((i) => ({ type: i.type, value: i.value, verifiedAt: iso(i.verified_at) })),
      sessions: sessions.map((s) => {
        const live = s.revoked_at === null && Number(s.expires_at) > now;
        const out: AdminUserDetail['sessions'][number] = {
          id: s.id_hash,
          createdAt: iso(s.created_at),
          expiresAt: iso(s.expires_at),
          live,
        };
        if (s.revoked_at !== null) out.revokedAt = iso(s.revoked_at);
        return out;
      }),
      passkeys: passkeys.map((p) => ({ id: p.id, createdAt: iso(p.created_at) })),
      signIns: signIns.map((t) => {
        const out: AdminUserDetail['signIns'][number] = {
          channel: t.channel,
          status: t.status,
          at: iso(t.created_at),
        };
        if (t.device) out.device = t.device;
        return out;
      }),
    };
  }
}
