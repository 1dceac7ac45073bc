import type { SessionInfo } from '../../contract/sessionWire';
import type { Services } from '../Services';
import type { TransactionRow } from '../stores/TransactionStore';
import { initialSessionSecrets } from './sessionSecrets';

/**
 * spec §3 `sessionInfo` of a finished sign-in, for the verify-code read: its first secrets,
 * while they are still the session's. Once refreshed or ended they are dead, and handing them
 * out again would only invite a reuse that revokes the session, so there is nothing to give.
 */
export async function sessionInfoFor(
  services: Services,
  tx: TransactionRow,
): Promise<SessionInfo | undefined> {
  if (!tx.code_nonce) return undefined;
  const session = await services.sessions.byTransaction(tx.id);
  const now = services.clock.now();
  if (session?.generation !== 0 || session.revoked_at !== null) return undefined;
  if (Number(session.token_expires_at) <= now) return undefined;
  return {
    ...initialSessionSecrets(services.hasher, tx.id, tx.code_nonce),
    sessionTokenExpiresAt: new Date(Number(session.token_expires_at)).toISOString(),
    expiresAt: new Date(Number(session.expires_at)).toISOString(),
  };
}
