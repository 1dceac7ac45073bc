import type { StatusResponse } from '../../contract/wire';
import type { App } from '../apps/App';
import type { Services } from '../Services';
import { codeFor } from './codeFor';
import type { StatusView } from './StatusViews';
import { transactionFor } from './transactionFor';

/**
 * Ways of finishing outside the browser that began the sign-in: a link, a phone's QR approval, a
 * WhatsApp message, a UPI payment approved in the payer's app (on this phone or, by the QR, another).
 */
const CROSS_DEVICE = new Set(['link', 'qr', 'whatsapp', 'upi']);

/** spec §7 transaction status: a read, for the browser that began the sign-in. */
export async function readStatus(
  services: Services,
  input: { app: App; state: string; asId: string | undefined },
): Promise<StatusResponse> {
  const tx = await transactionFor(services, input.app, input.state, input.asId, (id) =>
    services.statusViews.get(id),
  );
  return statusOf(services, tx);
}

/** The status answer of a transaction the browser may read (transactionFor checked it). */
export function statusOf(services: Services, tx: StatusView): StatusResponse {
  if (tx.status === 'SUCCESS' && tx.user_id && tx.code_nonce) {
    return {
      status: 'SUCCESS',
      user: { uid: tx.user_id },
      isCrossDevice: CROSS_DEVICE.has(tx.completed_by ?? ''),
      code: codeFor(services.hasher, tx.id, tx.code_nonce),
    };
  }
  const expired = tx.status !== 'PENDING' || tx.expires_at <= services.clock.now();
  return { status: expired ? 'FAILED' : 'PENDING', isCrossDevice: false };
}
