import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import type { TransactionRow } from '../stores/TransactionStore';
import { completeTransaction } from './completeTransaction';
import { LINK_PURPOSE } from './startEmailIntent';

/** The pending transaction a magic link belongs to, without changing anything (GET and HEAD). */
export async function findLinkTransaction(services: Services, token: string): Promise<TransactionRow> {
  const tx = await services.transactions.findByLinkHash(services.hasher.hash(LINK_PURPOSE, token));
  if (tx?.status !== 'PENDING' || tx.expires_at <= services.clock.now())
    throw new SesameError('link_invalid');
  return tx;
}

/**
 * The landing page's button (POST): completes the sign-in once. The session goes to the
 * browser that began it (it polls with its state); this device only learns it worked.
 */
export async function completeLink(services: Services, token: string): Promise<TransactionRow> {
  const tx = await findLinkTransaction(services, token);
  await completeTransaction(services, tx, 'link');
  return tx;
}
