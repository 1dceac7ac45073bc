import { SDK_EVENT_RETENTION_MS, SEND_WINDOW_MS } from '../../services/contract/constants';
import type { Services } from '../Services';
import { ssoStores } from '../sso/ssoStores';
import { passkeyStore } from '../webauthn/PasskeyStore';

/** Finished and abandoned sign-ins are kept a day for support questions, then removed. */
const KEEP_MS = 24 * 3600_000;

/** Removes what can no longer matter: old transactions, idle throttles, old outbox messages. */
export async function purgeExpired(services: Services): Promise<void> {
  const now = services.clock.now();
  const db = services.db.kysely;
  await services.transactions.purgeExpired(now - KEEP_MS);
  await services.sessions.purgeExpired(now - KEEP_MS);
  await services.sdkEvents.purgeOlderThan(now - SDK_EVENT_RETENTION_MS);
  await passkeyStore(services).purgeChallenges(now);
  await ssoStores(services).flows.purgeExpired(now - KEEP_MS);
  await db
    .deleteFrom('throttles')
    .where('last_at', '<', now - SEND_WINDOW_MS)
    .execute();
  await db
    .deleteFrom('outbox')
    .where('created_at', '<', now - KEEP_MS)
    .execute();
}
