import { CASHFREE_RPD_EVENTS, UPI_ACCOUNT_ISSUER, VPA_PATTERN } from '../../../contract/upi';
import { SesameError } from '../../errors/SesameError';
import type { Services } from '../../Services';
import { completeTransaction } from '../../signin/completeTransaction';
import { ssoSignIn } from '../../sso/ssoSignIn';
import { UPI_VERIFICATION_PURPOSE } from './startUpiIntent';

/** What Cashfree's reverse-penny-drop webhook says (its `data` fields the host reads). */
export interface CashfreeRpdEvent {
  event_type?: unknown;
  data?: {
    verification_id?: unknown;
    status?: unknown;
    upi?: unknown;
    name_at_bank?: unknown;
  };
}

/** How a webhook ended: the sign-in verified or failed, or nothing changed (unknown, spent, late). */
export type UpiOutcome = 'verified' | 'failed' | 'ignored';

/**
 * A signed reverse-penny-drop outcome (docs/channels.md "UPI"): the verification id finds the
 * pending UPI sign-in, which is spent at once (single use: a repeated webhook, which Cashfree
 * may send, changes nothing). A success with the payer's UPI ID signs in the account of that
 * VPA (issuer `upi`, subject the VPA in lower case), created on first use with the name the bank
 * holds; Cashfree reports no mobile number, so no phone identity is linked. A failure or an
 * expiry fails the sign-in, so the widget says so at once.
 */
export async function finishUpiVerification(
  services: Services,
  event: CashfreeRpdEvent,
): Promise<UpiOutcome> {
  const id = event.data?.verification_id;
  if (typeof id !== 'string' || !id) throw new SesameError('invalid_request');
  const now = services.clock.now();
  const tx = await services.transactions.findAnyByLookup(services.hasher.hash(UPI_VERIFICATION_PURPOSE, id));
  if (tx?.channel !== 'UPI' || tx.status !== 'PENDING') return 'ignored';
  const vpa = typeof event.data?.upi === 'string' ? event.data.upi.trim().toLowerCase() : '';
  const paid =
    event.event_type === CASHFREE_RPD_EVENTS.success &&
    event.data?.status === 'SUCCESS' &&
    VPA_PATTERN.test(vpa);
  const decided =
    paid ||
    event.event_type === CASHFREE_RPD_EVENTS.failure ||
    event.event_type === CASHFREE_RPD_EVENTS.expired;
  if (!decided) return 'ignored';
  if (!(await services.transactions.claimLookup(tx.id))) return 'ignored';
  const fail = async (): Promise<UpiOutcome> => {
    if (await services.transactions.fail(tx.id)) services.statusBus.publish(tx.id);
    return 'failed';
  };
  if (!paid || tx.expires_at <= now) return fail();
  const name = typeof event.data?.name_at_bank === 'string' ? event.data.name_at_bank.trim() : '';
  const profile = {
    issuer: UPI_ACCOUNT_ISSUER,
    subject: vpa,
    email: undefined,
    emailVerified: false,
    name: name ? name.slice(0, 200) : undefined,
    picture: undefined,
  };
  try {
    const userId = await ssoSignIn(services, tx.app_id, UPI_ACCOUNT_ISSUER, profile, now);
    await completeTransaction(services, tx, 'upi', userId);
  } catch (error) {
    if (!(error instanceof SesameError)) throw error;
    return fail();
  }
  return 'verified';
}
