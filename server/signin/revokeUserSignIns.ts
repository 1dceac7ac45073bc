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
  return revoked;
}

/** The sign-ins (one-taps named by the sign-in they rest on) the user can still use in the app. */
async function liveSignInsOf(services: Services, appId: string, userId: string): Promise<Set<string>> {
  const db = services.db.kysely;
  const now = services.clock.now();
  const [sessions, codes, browsers] = await Promise.all([
    db
      .selectFrom('sessions')
      .select(['transaction_id', 'signin_id'])
      .where('app_id', '=', appId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .execute(),
    db
      .selectFrom('transactions')
      .select(['id', 'signin_id'])
      .where('app_id', '=', appId)
      .where('user_id', '=', userId)
      .where('status', '=', 'SUCCESS')
      .where('revoked_at', 'is', null)
      .where('code_used_at', 'is', null)
      .where('code_expires_at', '>', now)
      .execute(),
    db
      .selectFrom('browser_identities')
      .select('signin_id')
      .distinct()
      .where('app_id', '=', appId)
      .where('user_id', '=', userId)
      .where('signin_id', 'is not', null)
      .execute(),
  ]);
  return new Set([
    ...sessions.map((s) => s.signin_id ?? s.transaction_id),
    ...codes.map((tx) => tx.signin_id ?? tx.id),
    ...browsers.flatMap((b) => (b.signin_id ? [b.signin_id] : [])),
  ]);
}
