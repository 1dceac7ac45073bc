import { TRANSACTION_TTL_MS } from '../../contract/constants';
import type { Services } from '../Services';
import type { NewOpenTransaction, NewTransaction, TransactionStore } from '../stores/TransactionStore';
import { STATE_PURPOSE } from './transactionFor';

/** What the helper fills in: the asId, the browser's state hash and the creation time. */
type Filled = 'id' | 'appId' | 'stateHash' | 'createdAt';

/**
 * What a channel's start says of its pending sign-in: with an identity (`identityType`), or
 * open, its identity bound later (QR, user-initiated WhatsApp). No code or link unless it sends
 * one; the sign-in's lifetime (TRANSACTION_TTL_MS) unless it says otherwise.
 */
export type PendingSignIn =
  | (Omit<NewTransaction, Filled | 'otpHash' | 'linkHash' | 'expiresAt'> &
      Partial<Pick<NewTransaction, 'otpHash' | 'linkHash' | 'expiresAt'>>)
  | (Omit<NewOpenTransaction, Filled | 'expiresAt'> & Partial<Pick<NewOpenTransaction, 'expiresAt'>>);

/**
 * The pending sign-in every channel's start writes (spec §7 intent): a fresh asId, the browser
 * that began it (its state, kept as an HMAC, so only that browser follows and finishes it),
 * created `now`. `fields` gets the asId, for secrets hashed with it. Answers the asId.
 * `transactions` is a group's store (server/db/groupedWrites) when it commits with other writes.
 */
export async function createPendingSignIn(
  services: Services,
  input: { appId: string; state: string; now: number },
  fields: (asId: string) => PendingSignIn,
  transactions: TransactionStore = services.transactions,
): Promise<string> {
  const asId = services.random.token(16);
  const common = {
    id: asId,
    appId: input.appId,
    stateHash: services.hasher.hash(STATE_PURPOSE, input.state),
    createdAt: input.now,
    expiresAt: input.now + TRANSACTION_TTL_MS,
  };
  const signIn = fields(asId);
  if ('identityType' in signIn)
    await transactions.create({ ...common, otpHash: null, linkHash: null, ...signIn });
  else await transactions.createOpen({ ...common, ...signIn });
  return asId;
}
