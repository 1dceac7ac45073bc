import { ONETAP_MAX_AGE_MS } from '../../contract/channelConstants';
import { SDK_EVENT_RETENTION_MS, SEND_WINDOW_MS } from '../../contract/constants';
import { purgeExpiredOidcModels } from '../oidc/OidcModelStore';
import type { Services } from '../Services';
import { WEBHOOK_LOG_RETENTION_MS } from '../webhooks/webhookEvents';

/** Finished and abandoned sign-ins are kept a day for support questions, then removed. */
const KEEP_MS = 24 * 3600_000;

/**
 * Removes what can no longer matter: old transactions, idle throttles, old outbox messages,
 * expired OIDC records, old webhook deliveries, identities and device keys one-tap can no longer use.
 */
export async function purgeExpired(services: Services): Promise<void> {
  const now = services.clock.now();
  await services.transactions.purgeExpired(now - KEEP_MS);
  await services.sessions.purgeExpired(now - KEEP_MS);
  await services.signInRequests.purgeOlderThan(now - KEEP_MS);
  await services.sdkEvents.purgeOlderThan(now - SDK_EVENT_RETENTION_MS);
  await services.passkeys.purgeChallenges(now);
  await services.ssoFlows.purgeExpired(now - KEEP_MS);
  await services.throttles.purgeIdle(now - SEND_WINDOW_MS);
  await services.outbox?.purgeOlderThan(now - KEEP_MS);
  await purgeExpiredOidcModels(services.db.kysely, now);
  await services.webhookDeliveries.purgeFinished(now - WEBHOOK_LOG_RETENTION_MS);
  await services.browserIdentities.purgeVerifiedBefore(now - ONETAP_MAX_AGE_MS);
  await services.browserDevices.purgeIdle(now - ONETAP_MAX_AGE_MS);
}
