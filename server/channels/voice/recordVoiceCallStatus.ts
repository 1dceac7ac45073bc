import { VOICE_CALL_ENDED } from '../../../contract/voice';
import type { Services } from '../../Services';
import { TWILIO_CALL_STATUSES } from '../fallback/recordProviderStatus';
import { VOICE_DELIVERY_CHANNEL } from './placeVoiceCall';
import { field, type VoiceWebhook, voiceCallFor } from './voiceCallFor';

/**
 * Twilio's status callback for an approval call: the call's progress is recorded on its send
 * (the delivery report), and a call that ended (hung up, busy, not answered, failed) while its
 * sign-in still waits for a key fails the sign-in, so the widget says so at once instead of at
 * the expiry and the person can choose again.
 */
export async function recordVoiceCallStatus(services: Services, hook: VoiceWebhook): Promise<void> {
  const tx = await voiceCallFor(services, hook);
  if (tx?.status !== 'PENDING') return;
  const callStatus = field(hook.params, 'CallStatus') ?? '';
  const callSid = field(hook.params, 'CallSid');
  const reported = TWILIO_CALL_STATUSES[callStatus];
  if (callSid && reported)
    await services.deliveries.recordProviderStatus(
      VOICE_DELIVERY_CHANNEL,
      callSid,
      reported,
      services.clock.now(),
    );
  if (!VOICE_CALL_ENDED.includes(callStatus)) return;
  if (!(await services.transactions.claimLookup(tx.id))) return;
  if (await services.transactions.fail(tx.id)) services.statusBus.publish(tx.id);
}
