import type { SesameUser } from '../../contract/wire';
import type { Services } from '../Services';
import type { TransactionRow } from '../stores/TransactionStore';
import { issueIdToken } from '../tokens/issueIdToken';

/** The ID token of a finished sign-in, for its app, tied to the session the sign-in opened (`sid`). */
export function idTokenFor(services: Services, tx: TransactionRow, user: SesameUser): Promise<string> {
  return issueIdToken({
    keys: services.keys,
    issuer: services.issuer,
    appId: tx.app_id,
    user,
    authTime: Number(tx.completed_at),
    amr: tx.channel,
    now: services.clock.now(),
    sid: tx.id,
  });
}
