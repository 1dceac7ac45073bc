import { inTransaction } from '../db/inTransaction';
import type { Services } from '../Services';
import { emitEvent } from '../webhooks/emitEvent';

/**
 * Why a sign-in was revoked, as the merchant reads it: the person's own logout (`logout`), or a
 * revocation: "NOT ME" on WhatsApp, a replayed merchant code, an administrator (revoke, block,
 * delete), a traded-in refresh token presented again.
 */
export type SignInRevokeReason = 'logout' | 'not_me' | 'code_reuse' | 'admin_revoke' | 'refresh_reuse';

/** The event type the merchant reads (`GET /v1/merchant/events`). */
const SIGNIN_REVOKED = 'signin.revoked';

/**
 * Revokes a sign-in, totally (docs/security.md "Revocation is total"); the one place every
 * revocation goes through ("NOT ME" on WhatsApp, logout, a replayed merchant code, a replayed
 * refresh token, an administrator's revoke, block or delete). In one database transaction:
 * 1. the sign-in and every one-tap that rests on it fail, so their unexchanged codes never
 *    exchange and their status says FAILED;
 * 2. their sessions end (the whole refresh family), so session checks, refreshes, the address
 *    book and passkey management refuse them;
 * 3. every browser that learned an identity through it (and `browser`, the one asking, if
 *    given) forgets what it verified and its device key, so it cannot one-tap again;
 * 4. the merchant's `signin.revoked` event is recorded, when anything was still live.
 * Then the merchant's webhooks hear of it: `session.revoked` when sessions ended, and
 * `signin.revoked` for every reason but the person's own logout.
 * Revoking again changes nothing and records nothing. Answers whether anything was revoked.
 */
export async function revokeSignIn(
  services: Services,
  input: { appId: string; signInId: string; reason: SignInRevokeReason; browser?: string },
): Promise<boolean> {
  const now = services.clock.now();
  const outcome = await inTransaction(services, async (stores) => {
    const transactions = await stores.transactions.revokeSignIn(input.signInId, now);
    const users = await stores.sessions.revokeSignIn(input.signInId, input.reason, now);
    const identities = stores.browserIdentities;
    const browsers = new Set(await identities.statesTaughtBy(input.signInId));
    if (input.browser) browsers.add(input.browser);
    const forgotten = await identities.forgetStates([...browsers]);
    await stores.browserDevices.forget([...browsers]);
    const changed = transactions.length + users.length + forgotten > 0;
    const revokedUser = users[0] ?? transactions.find((tx) => tx.user_id)?.user_id ?? null;
    if (changed) {
      await stores.signInEvents.record({
        id: `evt_${services.random.token(12)}`,
        app_id: input.appId,
        type: SIGNIN_REVOKED,
        signin_id: input.signInId,
        user_id: revokedUser,
        reason: input.reason,
        created_at: now,
      });
    }
    return { transactions, changed, revokedUser, sessionsEnded: users.length > 0, browsers };
  });
  const { transactions, changed, revokedUser, sessionsEnded, browsers } = outcome;
  // Open status streams hear that these sign-ins failed; the browsers' merchant config stops offering one tap.
  for (const tx of transactions) services.statusBus.publish(tx.id);
  services.browserFacts.changed(browsers);
  // The merchant's server hears of it (docs/webhooks.md).
  if (changed) {
    const data = { signIn: input.signInId, userId: revokedUser, reason: input.reason };
    if (input.reason !== 'logout') await emitEvent(services, input.appId, 'signin.revoked', data);
    if (sessionsEnded) await emitEvent(services, input.appId, 'session.revoked', data);
  }
  return changed;
}
