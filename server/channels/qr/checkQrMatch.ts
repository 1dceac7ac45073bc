import { SesameError } from '../../errors/SesameError';
import type { Services } from '../../Services';
import type { TransactionRow } from '../../stores/TransactionStore';

export const QR_MATCH_PURPOSE = 'qr-match';

/** What the matching number's keyed hash covers: the number of this QR sign-in only. */
export const qrMatchValue = (transactionId: string, matchCode: string) => `${transactionId}.${matchCode}`;

/**
 * docs/security.md "Cross-device approvals": the phone typed the number the desktop shows. A wrong
 * number fails the desktop's sign-in at once (its status turns FAILED and the QR code is dead),
 * so nobody gets a second guess at it.
 */
export async function checkQrMatch(services: Services, qr: TransactionRow, matchCode: string): Promise<void> {
  const request = await services.signInRequests.get(qr.id);
  const hash = request?.match_hash;
  if (hash && services.hasher.matches(QR_MATCH_PURPOSE, qrMatchValue(qr.id, matchCode), hash)) return;
  if (await services.transactions.fail(qr.id)) services.statusBus.publish(qr.id);
  throw new SesameError('qr_match_failed');
}
