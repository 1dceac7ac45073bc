import type { Services } from '../Services';
import type { Stores } from '../stores/createStores';
import type { TransactionRow } from '../stores/TransactionStore';

/** The failure counter of one identity (email or phone) of one app. */
export function identityGuardKey(services: Services, appId: string, identity: string): string {
  return services.hasher.hash('identity-guard', `${appId}:${identity}`);
}

/**
 * The counters a successful sign-in resets (docs/security.md "Codes": only a success resets them,
 * NIST SP 800-63B-4): the verified email or phone of the transaction, and for a sign-in that
 * proved a user without one (SSO, passkey) that user's email and phone, so a link, a provider
 * or a passkey unlocks an identity that wrong codes locked.
 */
export async function identityGuardKeys(
  services: Services,
  stores: Pick<Stores, 'users'>,
  tx: TransactionRow,
  userId: string | undefined,
): Promise<string[]> {
  const identities = new Set<string>();
  if (tx.identity) identities.add(tx.identity);
  if (userId) {
    const user = await stores.users.get(userId);
    if (user?.email) identities.add(user.email);
    if (user?.mobile) identities.add(user.mobile);
  }
  return [...identities].map((identity) => identityGuardKey(services, tx.app_id, identity));
}
