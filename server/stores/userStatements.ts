import type { Selectable } from 'kysely';
import { prepared, slots } from '../db/prepared';
import type { Database } from '../db/schema';

type UserRow = Selectable<Database['users']>;

const NEW_COLUMNS = ['id', 'app_id', 'email', 'mobile', 'name', 'email_verified', 'created_at'] as const;

/** A new user's columns: what a user's API shape is made of. */
export type NewUserRow = Pick<UserRow, (typeof NEW_COLUMNS)[number]>;

const byId = prepared<{ id: string }, UserRow>((db, p) =>
  db.selectFrom('users').selectAll().where('id', '=', p('id')),
);

const ownerOf = prepared<{ appId: string; type: string; value: string }, UserRow>((db, p) =>
  db
    .selectFrom('identities')
    .innerJoin('users', 'users.id', 'identities.user_id')
    .selectAll('users')
    .where('identities.app_id', '=', p('appId'))
    .where('identities.type', '=', p('type'))
    .where('identities.value', '=', p('value')),
);

const insertUser = prepared<NewUserRow, never>((db, p) =>
  db.insertInto('users').values(slots(p, NEW_COLUMNS)),
);

const insertIdentity = prepared<Selectable<Database['identities']>, never>((db, p) =>
  db.insertInto('identities').values(slots(p, ['app_id', 'user_id', 'type', 'value', 'verified_at'])),
);

const setLocale = prepared<{ id: string; locale: string }, never>((db, p) =>
  db
    .updateTable('users')
    .set({ locale: p('locale') })
    .where('id', '=', p('id')),
);

const blockedAt = prepared<{ id: string }, { blocked_at: number | null }>((db, p) =>
  db.selectFrom('users').select('blocked_at').where('id', '=', p('id')),
);

/** The user store's statements that sign-ins make, each built once (server/db/prepared). */
export const userStatements = { byId, ownerOf, insertUser, insertIdentity, setLocale, blockedAt };
