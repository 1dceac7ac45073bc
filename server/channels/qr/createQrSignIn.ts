import { QR_TOKEN_BYTES, QR_TTL_MS } from '../../../contract/channelConstants';
import { QR_MATCH_DIGITS } from '../../../contract/crossDevice';
import type { Locale } from '../../../contract/i18n/locales';
import { QR_PATH } from '../../../contract/paths';
import type { App } from '../../apps/App';
import type { Services } from '../../Services';
import { createPendingSignIn } from '../../signin/createPendingSignIn';
import { recordSignInRequest } from '../../signin/recordSignInRequest';
import { QR_MATCH_PURPOSE, qrMatchValue } from './checkQrMatch';
import { deviceSummary } from './deviceSummary';

export const QR_PURPOSE = 'qr';

export interface QrSignIn {
  asId: string;
  qrRefId: string;
  /** What the QR code encodes: the phone's landing page. */
  intent: string;
  expiresIn: number;
  /** The number the desktop shows and the phone must type (docs/security.md "Cross-device approvals"). */
  matchCode: string;
}

/**
 * The desktop's QR sign-in (docs/security.md "QR tokens"): a 256-bit token, stored hashed, good for
 * 3 minutes and one approval. The desktop keeps the transaction (its state) and learns the
 * outcome from the status; the phone only ever sees the token. The desktop alone is told the
 * matching number; the host keeps only its keyed hash.
 */
export async function createQrSignIn(
  services: Services,
  input: {
    app: App;
    state: string;
    userAgent: string | undefined;
    ip: string;
    /** The desktop visitor's language: the phone's page speaks it. */
    locale: Locale;
  },
): Promise<QrSignIn> {
  const now = services.clock.now();
  const qrRefId = services.random.token(QR_TOKEN_BYTES);
  const matchCode = services.random.digits(QR_MATCH_DIGITS);
  const asId = await createPendingSignIn(services, { appId: input.app.id, state: input.state, now }, () => ({
    channel: 'QR',
    lookupHash: null,
    qrHash: services.hasher.hash(QR_PURPOSE, qrRefId),
    qrExpiresAt: now + QR_TTL_MS,
    device: deviceSummary(input.userAgent),
    expiresAt: now + QR_TTL_MS,
    locale: input.locale,
  }));
  await recordSignInRequest(services, {
    transactionId: asId,
    userAgent: input.userAgent,
    ip: input.ip,
    matchHash: services.hasher.hash(QR_MATCH_PURPOSE, qrMatchValue(asId, matchCode)),
  });
  return {
    asId,
    qrRefId,
    intent: `${services.issuer}${QR_PATH}/${qrRefId}`,
    expiresIn: Math.round(QR_TTL_MS / 1000),
    matchCode,
  };
}
