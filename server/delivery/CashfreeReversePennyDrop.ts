import { CASHFREE_API_VERSION } from '../../contract/upi';
import { ProviderError, providerFetch } from './ProviderError';

/** A Cashfree Secure ID account: its API base and the key pair from the merchant dashboard. */
export interface CashfreeAccount {
  /** e.g. `https://api.cashfree.com/verification`; `/reverse-penny-drop` is appended. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

/** What Cashfree answers a reverse-penny-drop request with: the UPI link the payer opens. */
export interface ReversePennyDrop {
  refId: string;
  /** `upi://pay?pa=…&pn=…&tn=…&am=1.00&cu=INR&tr=…`: NPCI's UPI linking format. */
  upiLink: string;
  /** When the link stops taking payments (epoch ms). */
  validUntil: number;
}

/**
 * `POST {apiUrl}/reverse-penny-drop` with `x-client-id`, `x-client-secret`, `x-api-version` and
 * `{ verification_id }` (ours: alphanumerics, `.`, `-`, `_`; single use at Cashfree too). The
 * name for Cashfree's name match is left out: the host signs in whoever pays, it matches no name.
 */
export async function createReversePennyDrop(
  account: CashfreeAccount,
  request: { verificationId: string },
  signal: AbortSignal,
): Promise<ReversePennyDrop> {
  const answer = (await providerFetch(`${account.apiUrl}/reverse-penny-drop`, {
    method: 'POST',
    headers: {
      'x-client-id': account.clientId,
      'x-client-secret': account.clientSecret,
      'x-api-version': CASHFREE_API_VERSION,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({ verification_id: request.verificationId }),
    signal,
  })) as { ref_id?: unknown; upi_link?: unknown; valid_upto?: unknown; verification_id?: unknown };
  const refId = typeof answer.ref_id === 'number' ? String(answer.ref_id) : answer.ref_id;
  const link = answer.upi_link;
  const validUntil = typeof answer.valid_upto === 'string' ? Date.parse(answer.valid_upto) : Number.NaN;
  if (
    answer.verification_id !== request.verificationId ||
    typeof refId !== 'string' ||
    typeof link !== 'string' ||
    !link.startsWith('upi://pay?') ||
    Number.isNaN(validUntil)
  )
    throw new ProviderError('Cashfree answered without a UPI link for this verification', false, 200);
  return { refId, upiLink: link, validUntil };
}
