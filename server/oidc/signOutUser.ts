import type { Services } from '../Services';
import { revokeUserSignIns } from '../signin/revokeUserSignIns';
import { emitEvent } from '../webhooks/emitEvent';
import { appOfUser } from './findOidcAccount';

/**
 * RP-initiated logout (docs/oidc.md) ends Sesame's side too: every sign-in of the user in their
 * app is revoked as a logout (server/signin/revokeUserSignIns), so the widget's session tokens
 * neither check nor refresh again, unexchanged codes fail and no browser one-taps back in. The
 * provider's own session ended as well: the merchant hears `session.revoked` for it.
 */
export async function signOutUser(services: Services, userId: string): Promise<void> {
  const appId = await appOfUser(services, userId);
  if (!appId) return;
  await revokeUserSignIns(services, { appId, userId, reason: 'logout' });
  await emitEvent(services, appId, 'session.revoked', { userId, reason: 'oidc_logout' });
}
