import type { App } from '../../apps/App';
import { SesameError } from '../../errors/SesameError';
import type { Services } from '../../Services';
import { completeTransaction } from '../../signin/completeTransaction';
import { redeemableCode } from '../../signin/redeemableCode';
import { STATE_PURPOSE } from '../../signin/transactionFor';
import type { TransactionRow } from '../../stores/TransactionStore';
import { checkQrMatch } from './checkQrMatch';
import { QR_PURPOSE } from './createQrSignIn';

/** The pending QR sign-in a scanned token names, without changing anything (the phone's page). */
export async function findQrSignIn(services: Services, qrRefId: string): Promise<TransactionRow> {
  const tx = await services.transactions.findByQr(services.hasher.hash(QR_PURPOSE, qrRefId));
  const now = services.clock.now();
  if (tx?.status !== 'PENDING' || tx.qr_used_at !== null || (tx.qr_expires_at ?? 0) <= now)
    throw new SesameError('qr_invalid');
  return tx;
}

/**
 * The phone approves the desktop's QR sign-in with the one-time code of its own sign-in (any
 * channel, in the phone's browser). The token is spent by one conditional update, so of two
 * phones approving at once one wins; the phone's code is spent too. The desktop completes as
 * the phone's user, and only the desktop (its state) receives the session. The phone must also
 * type the number the desktop shows; a wrong one cancels the QR sign-in (checkQrMatch).
 */
export async function approveQr(
  services: Services,
  input: { app: App; state: string; qrRefId: string; code: string; matchCode: string },
): Promise<{ merchant: string; device: string }> {
  const qr = await findQrSignIn(services, input.qrRefId);
  if (qr.app_id !== input.app.id) throw new SesameError('qr_invalid');
  await checkQrMatch(services, qr, input.matchCode);
  const phone = await redeemableCode(services, input.app.id, input.code);
  if (!services.hasher.matches(STATE_PURPOSE, input.state, phone.state_hash))
    throw new SesameError('code_invalid');
  const now = services.clock.now();
  const txs = services.transactions;
  if (!(await txs.claimQr(qr.id, now))) throw new SesameError('qr_invalid');
  if (!(await services.transactions.consumeCode(phone.id, now))) throw new SesameError('code_invalid');
  const type = phone.identity_type as 'EMAIL' | 'MOBILE';
  if (!(await txs.bindIdentity(qr.id, type, phone.identity, now))) throw new SesameError('qr_invalid');
  const bound = await services.transactions.get(qr.id);
  if (!bound) throw new SesameError('qr_invalid');
  await completeTransaction(services, bound, 'qr');
  return { merchant: input.app.name, device: qr.device ?? '' };
}
