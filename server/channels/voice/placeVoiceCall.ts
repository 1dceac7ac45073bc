import type { App } from '../../apps/App';
import { sendWithRetry } from '../../delivery/sendWithRetry';
import type { TwilioAccount } from '../../delivery/TwilioSmsSender';
import { placeTwilioCall, type TwilioCallRequest } from '../../delivery/TwilioVoiceCall';
import { SesameError } from '../../errors/SesameError';
import type { Services } from '../../Services';

/** The channel name approval calls are recorded under (deliveries, delivery health). */
export const VOICE_DELIVERY_CHANNEL = 'VOICE';

/**
 * Places one approval call, once per idempotency key: the call is a delivery like an SMS (its
 * row records the attempts, the call SID and how it went), retried only when Twilio surely did
 * not accept it, and a failure is `delivery_failed` within the retry budget.
 */
export async function placeVoiceCall(
  services: Services,
  call: {
    app: App;
    account: TwilioAccount;
    request: TwilioCallRequest;
    idempotencyKey: string;
    /** The sign-in the call serves (its delivery report). */
    transactionId: string;
  },
): Promise<void> {
  const deliveries = services.deliveries;
  const key = services.hasher.hash('delivery', call.idempotencyKey);
  const now = services.clock.now();
  if (!(await deliveries.claim(key, call.app.id, VOICE_DELIVERY_CHANNEL, now, call.transactionId))) return;
  try {
    const sid = await services.deliveryHealth.track(
      VOICE_DELIVERY_CHANNEL,
      sendWithRetry((signal) => placeTwilioCall(call.account, call.request, signal), {
        onAttempt: () => deliveries.attempted(key, services.clock.now()),
      }),
    );
    await deliveries.finish(key, 'sent', sid, services.clock.now());
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : 'call failed';
    await deliveries.finish(key, 'failed', undefined, services.clock.now(), reason);
    throw new SesameError('delivery_failed', { cause });
  }
}
