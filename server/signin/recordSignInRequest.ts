import { deviceSummary } from '../channels/qr/deviceSummary';
import { groupedWrites } from '../db/groupedWrites';
import type { Services } from '../Services';

/**
 * Keeps what the approving person is shown about who asked (docs/security.md "Cross-device
 * approvals"): the browser and system from the User-Agent, and a coarse location only when a
 * GeoIP database is configured. The IP address itself is not kept.
 */
export async function recordSignInRequest(
  services: Services,
  input: {
    transactionId: string;
    userAgent: string | undefined;
    ip: string;
    matchHash?: string;
    returnPage?: string | null;
  },
): Promise<void> {
  const request = {
    transaction_id: input.transactionId,
    device: deviceSummary(input.userAgent),
    location: services.geo?.locate(input.ip) ?? null,
    match_hash: input.matchHash ?? null,
    return_page: input.returnPage ?? null,
    created_at: services.clock.now(),
  };
  // Commits with other requests' writes (server/db/groupedWrites).
  await groupedWrites(services, (stores) => stores.signInRequests.record(request));
}
