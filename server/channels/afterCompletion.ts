import type { Services } from '../Services';
import type { TransactionRow } from '../stores/TransactionStore';
import { BrowserIdentities } from './onetap/BrowserIdentities';

/**
 * What follows a finished sign-in on any channel: the browser that began it remembers the
 * verified identity (one-tap on its next visit), and open status streams hear of it at once.
 */
export async function afterCompletion(
  services: Services,
  tx: TransactionRow,
  userId: string,
  now: number,
): Promise<void> {
  if (tx.identity !== '') {
    await new BrowserIdentities(services.db.kysely).record(tx.state_hash, tx.app_id, {
      identityType: tx.identity_type as 'EMAIL' | 'MOBILE',
      identity: tx.identity,
      userId,
      verifiedAt: now,
    });
  }
  services.statusBus.publish(tx.id);
}
