import { DEV_UPI_PATHS, UPI_REQUEST_RULE, UPI_SIGNIN_TTL_MS } from '../../../contract/upi';
import type { IntentResponse } from '../../../contract/wire';
import { createReversePennyDrop } from '../../delivery/CashfreeReversePennyDrop';
import { sendWithRetry } from '../../delivery/sendWithRetry';
import { SesameError } from '../../errors/SesameError';
import { createPendingSignIn } from '../../signin/createPendingSignIn';
import { STATE_PURPOSE } from '../../signin/transactionFor';
import type { IntentContext } from '../ChannelDriver';
import { upiSettings } from './upiSettings';

/** The HMAC purpose of the verification id sent to Cashfree (its webhook names it). */
export const UPI_VERIFICATION_PURPOSE = 'upi-verification';

/**
 * UPI (spec §3, docs/channels.md "UPI"): a pending sign-in and a reverse penny drop at Cashfree
 * for it. The verification id is 128 bits, ours, stored as an HMAC: Cashfree's webhook names it,
 * it is spent by the first outcome and dies with the sign-in (5 minutes, or the link's own
 * validity if shorter). The intent is Cashfree's `upi://pay` link: the UPI app opens it, or the
 * desktop shows it as a QR code; in dev mode it opens the UPI app page of the simulator. Each
 * request costs the merchant, so a browser may ask at most 5 times in 10 minutes.
 */
export async function startUpiIntent(context: IntentContext): Promise<IntentResponse> {
  const { services, app, state } = context;
  const { account, simulated } = upiSettings(services);
  if (!account) throw new SesameError('channel_not_configured');
  const now = services.clock.now();
  const stateHash = services.hasher.hash(STATE_PURPOSE, state);
  const key = `upi:${services.hasher.hash('upi-requests', `${app.id}:${stateHash}`)}`;
  const hit = await services.throttles.hit(key, UPI_REQUEST_RULE, now);
  if (!hit.allowed) throw new SesameError('rate_limited', { retryAfter: hit.retryAfterS });

  const verificationId = services.random.token(16);
  // The payer's VPA becomes the identity when Cashfree reports the payment.
  const asId = await createPendingSignIn(services, { appId: app.id, state, now }, () => ({
    channel: 'UPI',
    identityType: 'UPI',
    identity: '',
    lookupHash: services.hasher.hash(UPI_VERIFICATION_PURPOSE, verificationId),
    expiresAt: now + UPI_SIGNIN_TTL_MS,
    locale: context.locale,
  }));
  let upiLink: string;
  try {
    ({ upiLink } = await sendWithRetry((signal) =>
      createReversePennyDrop(account, { verificationId }, signal),
    ));
  } catch (cause) {
    // No link, no payment: the sign-in ends at once rather than at its expiry.
    await services.transactions.fail(asId);
    throw new SesameError('delivery_failed', { cause });
  }
  return {
    channel: 'UPI',
    intent: simulated ? devUpiAppUrl(services.issuer, upiLink) : upiLink,
    asId,
    communicationMode: 'UPI',
    resendAfter: 0,
  };
}

/** Dev mode: the `upi://pay` link's fields, opened by the simulator's UPI app page instead. */
function devUpiAppUrl(issuer: string, upiLink: string): string {
  return `${issuer}${DEV_UPI_PATHS.page}?${new URL(upiLink).searchParams}`;
}
