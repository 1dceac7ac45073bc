import type { ApiErrorCode } from '../../contract/errors';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import type { TransactionRow } from '../stores/TransactionStore';
import { codeLookupHash } from './codeFor';

export type RedeemableTransaction = TransactionRow & { user_id: string };

/** The finished transaction a one-time code belongs to, if the code is still good for this app. */
export async function redeemableCode(
  services: Services,
  appId: string,
  code: string,
  failure: ApiErrorCode = 'code_invalid',
): Promise<RedeemableTransaction> {
  const tx = await services.transactions.findByCodeHash(codeLookupHash(services.hasher, code));
  const now = services.clock.now();
  if (!tx || tx.app_id !== appId || tx.status !== 'SUCCESS' || !tx.user_id) throw new SesameError(failure);
  if (tx.revoked_at !== null || (tx.code_expires_at ?? 0) <= now) throw new SesameError(failure);
  return tx as RedeemableTransaction;
}
