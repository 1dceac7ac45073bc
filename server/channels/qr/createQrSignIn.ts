import { QR_TOKEN_BYTES, QR_TTL_MS } from '../../../services/contract/channelConstants';
import { QR_PATH } from '../../../services/contract/paths';
import type { App } from '../../apps/App';
import type { Services } from '../../Services';
import { STATE_PURPOSE } from '../../signin/transactionFor';
import { ChannelTransactions } from '../channelTransactions';
import { deviceSummary } from './deviceSummary';

export const QR_PURPOSE = 'qr';

export interface QrSignIn {
  asId: string;
  qrRefId: string;
  /** What the QR code encodes: the phone's landing page. */
  intent: string;
  expiresIn: number;
}

/**
 * The desktop's QR sign-in (SECURITY.md "QR tokens"): a 256-bit token, stored hashed, good for
 * 3 minutes and one approval. The desktop keeps the transaction (its state) and learns the
 * outcome from the status; the phone only ever sees the token.
 */
export async function createQrSignIn(
  services: Services,
  input: { app: App; state: string; userAgent: string | undefined },
): Promise<QrSignIn> {
  const now = services.clock.now();
  const asId = services.random.token(16);
  const qrRefId = services.random.token(QR_TOKEN_BYTES);
  await new ChannelTransactions(services.db.kysely).createOpen({
    id: asId,
    appId: input.app.id,
    stateHash: services.hasher.hash(STATE_PURPOSE, input.state),
    channel: 'QR',
    lookupHash: null,
    qrHash: services.hasher.hash(QR_PURPOSE, qrRefId),
    qrExpiresAt: now + QR_TTL_MS,
    device: deviceSummary(input.userAgent),
    expiresAt: now + QR_TTL_MS,
    createdAt: now,
  });
  return {
    asId,
    qrRefId,
    intent: `${services.issuer}${QR_PATH}/${qrRefId}`,
    expiresIn: Math.round(QR_TTL_MS / 1000),
  };
}
