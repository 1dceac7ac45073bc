import type { Services } from '../Services';
import { revokeSignIn, type SignInRevokeReason } from './revokeSignIn';

/**
 * Revokes every sign-in of a user in an app through revokeSignIn (docs/security.md "Revoking a
 * sign-in"): an administrator's block or delete, and OpenID Connect logout. A sign-in counts while
 * anything of it can still be used: a live session, an unexchanged merchant code, or a browser
 * that may one-tap with what it taught. Each is revoked on its own (its sessions, codes, browsers,
 * event row and webhooks); then the user is forgotten in every browser, including identities
 * recorded before sign-ins were tracked. Answers how many sign-ins were revoked.
 */
export async function revokeUserSignIns(
  services: Services,
  input: { appId: string; userId: string; reason: SignInRevokeReason },
): Promise<number> {
  let revoked = 0;
  for (const signInId of await liveSignInsOf(services, input.appId, input.userId)) {
    if (await revokeSignIn(services, { appId: input.appId, signInId, reason: input.reason })) revoked++;
  }
  await services.browserIdentities.forgetUser(input.userId);
  services.browserFacts.changed('every');
  return revoked;
}

/**
 * The sign-ins (one-taps named by the sign-in they rest on) the user can still use in the app,
 * each asked of the store that owns its table.
 */
async function liveSignInsOf(services: Services, appId: string, userId: string): Promise<Set<string>> {
  const now = services.clock.now();
  const found = await Promise.all([
    services.sessions.liveSignInsOf(appId, userId, now),
    services.transactions.unexchangedSignInsOf(appId, userId, now),
    services.browserIdentities.signInsOf(appId, userId),
  ]);
  return new Set(found.flat());
}
