import type { Selectable } from 'kysely';
import { prepared, slots } from '../db/prepared';
import type { Database } from '../db/schema';

const NEW_COLUMNS = [
  'id',
  'app_id',
  'state_hash',
  'channel',
  'identity_type',
  'identity',
  'otp_hash',
  'link_hash',
  'expires_at',
  'created_at',
  'lookup_hash',
  'qr_hash',
  'qr_expires_at',
  'device',
  'signin_id',
  'locale',
] as const;

/** What a finished sign-in records (TransactionStore.complete). */
export type CompletionValues = {
  userId: string;
  codeHash: string;
  codeNonce: string;
  codeExpiresAt: number;
  completedBy: string;
  now: number;
};

/** A new transaction's columns; it starts PENDING with no attempts spent. */
type NewRow = Pick<Selectable<Database['transactions']>, (typeof NEW_COLUMNS)[number]>;

const insert = prepared<NewRow, never>((db, p) =>
  db.insertInto('transactions').values({
    ...slots(p, NEW_COLUMNS),
    status: 'PENDING',
    otp_attempts: 0,
  }),
);

const pendingOfState = prepared<
  { stateHash: string; now: number },
  { count: number | string; first: number | null }
>((db, p) =>
  db
    .selectFrom('transactions')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('expires_at').as('first')])
    .where('state_hash', '=', p('stateHash'))
    .where('status', '=', 'PENDING')
    .where('expires_at', '>', p('now')),
);

const reserveAttempt = prepared<{ id: string; limit: number }, never>((db, p) =>
  db
    .updateTable('transactions')
    .set((eb) => ({ otp_attempts: eb('otp_attempts', '+', 1) }))
    .where('id', '=', p('id'))
    .where('status', '=', 'PENDING')
    .where('otp_attempts', '<', p('limit')),
);

const complete = prepared<{ id: string } & CompletionValues, never>((db, p) =>
  db
    .updateTable('transactions')
    .set({
      status: 'SUCCESS',
      user_id: p('userId'),
      code_hash: p('codeHash'),
      code_nonce: p('codeNonce'),
      code_expires_at: p('codeExpiresAt'),
      completed_by: p('completedBy'),
      completed_at: p('now'),
      otp_hash: null,
      link_hash: null,
    })
    .where('id', '=', p('id'))
    .where('status', '=', 'PENDING')
    .where('expires_at', '>', p('now')),
);

/** The statements of the transaction store that every sign-in makes, built once (server/db/prepared). */
export const transactionStatements = { insert, pendingOfState, reserveAttempt, complete };
