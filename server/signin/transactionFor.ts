import type { App } from '../apps/App';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import type { TransactionRow } from '../stores/TransactionStore';

export const STATE_PURPOSE = 'state';

/**
 * The transaction `asId` of this app, begun by the browser holding `state`. Anything else
 * (another app's, another browser's, unknown) reads as not found, without saying which.
 */
export async function transactionFor(
  services: Services,
  app: App,
  state: string,
  asId: string | undefined,
): Promise<TransactionRow> {
  if (!asId) throw new SesameError('invalid_request', { details: { asId: 'This field is required.' } });
  const tx = await services.transactions.get(asId);
  if (!tx || tx.app_id !== app.id || !services.hasher.matches(STATE_PURPOSE, state, tx.state_hash)) {
    throw new SesameError('transaction_not_found');
  }
  return tx;
}
