import type { App } from '../apps/App';
import { STATE_PURPOSE } from '../crypto/statePurposes';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import type { TransactionRow } from '../stores/TransactionStore';

export { STATE_PURPOSE };

/**
 * The transaction `asId` of this app, begun by the browser holding `state`. Anything else
 * (another app's, another browser's, unknown) reads as not found, without saying which.
 * `load` reads it (storage by default; status reads use server/signin/StatusViews).
 */
export async function transactionFor<
  T extends Pick<TransactionRow, 'app_id' | 'state_hash'> = TransactionRow,
>(
  services: Services,
  app: App,
  state: string,
  asId: string | undefined,
  load: (id: string) => Promise<T | undefined> = (id) =>
    services.transactions.get(id) as Promise<T | undefined>,
): Promise<T> {
  if (!asId) throw new SesameError('invalid_request', { details: { asId: 'This field is required.' } });
  const tx = await load(asId);
  if (!tx || tx.app_id !== app.id || !services.hasher.matches(STATE_PURPOSE, state, tx.state_hash)) {
    throw new SesameError('transaction_not_found');
  }
  return tx;
}
