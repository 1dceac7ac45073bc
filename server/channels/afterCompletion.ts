import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Services } from '../Services';
import type { TransactionRow } from '../stores/TransactionStore';
import { BrowserIdentities } from './onetap/BrowserIdentities';

/**
 * What a finished sign-in on any channel writes, with the completion's other writes
 * (`db`): the browser that began it remembers the verified identity (one-tap on its next visit).
 */
export async function recordCompletion(
  db: Kysely<Database>,
  tx: TransactionRow,
  userId: string,
  now: number,
): Promise<void> {
  if (tx.identity === '') return;
  await new BrowserIdentities(db).record(tx.state_hash, tx.app_id, {
    identityType: tx.identity_type as 'EMAIL' | 'MOBILE',
    identity: tx.identity,
    userId,
    verifiedAt: now,
  });
}

/** Once the completion is committed: open status streams hear of it at once. */
export function afterCompletion(services: Services, tx: TransactionRow): void {
  services.statusBus.publish(tx.id);
}
