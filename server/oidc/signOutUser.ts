import type { Services } from '../Services';
import { emitEvent } from '../webhooks/emitEvent';
import { appOfUser } from './findOidcAccount';

/**
 * RP-initiated logout (docs/oidc.md) ends Sesame's side too: every live session of the user
 * in their app is revoked, so the widget's session tokens neither check nor refresh again.
 */
export async function signOutUser(services: Services, userId: string): Promise<void> {
  const appId = await appOfUser(services, userId);
  if (!appId) return;
  await services.sessions.revokeUser(appId, userId, 'logout', services.clock.now());
  await emitEvent(services, appId, 'session.revoked', { userId, reason: 'oidc_logout' });
}
