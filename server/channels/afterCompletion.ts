import type { Services } from '../Services';
import type { Stores } from '../stores/createStores';
import type { TransactionRow } from '../stores/TransactionStore';

/**
 * What a finished sign-in on any channel writes, with the completion's other writes
 * (`stores`): the browser that began it remembers the verified identity (one-tap on its next visit),
 * bound to the device key that browser holds now and to the sign-in it rests on (a one-tap
 * rests on the sign-in that taught it), so revoking that sign-in forgets it.
 */
export async function recordCompletion(
  stores: Stores,
  tx: TransactionRow,
  userId: string,
  now: number,
): Promise<void> {
  if (tx.identity === '') return;
  const device = await stores.browserDevices.get(tx.state_hash);
  await stores.browserIdentities.record(tx.state_hash, tx.app_id, {
    identityType: tx.identity_type as 'EMAIL' | 'MOBILE',
    identity: tx.identity,
    userId,
    verifiedAt: now,
    signInId: tx.signin_id ?? tx.id,
    deviceHash: device?.key_hash ?? null,
  });
}

/**
 * Once the completion is committed: open status streams hear of it at once, and the browser's
 * merchant config offers one tap (recordCompletion).
 */
export function afterCompletion(services: Services, tx: TransactionRow): void {
  services.statusBus.publish(tx.id);
  services.browserFacts.changed([tx.state_hash]);
}
