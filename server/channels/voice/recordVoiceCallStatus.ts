import { VOICE_CALL_ENDED } from '../../../contract/voice';
import type { Services } from '../../Services';
import { field, type VoiceWebhook, voiceCallFor } from './voiceCallFor';

/**
 * Twilio's status callback for an approval call. A call that ended (hung up, busy, not answered,
 * failed) while its sign-in still waits for a key fails the sign-in, so the widget says so at
 * once instead of at the expiry and the person can choose again.
 */
export async function recordVoiceCallStatus(services: Services, hook: VoiceWebhook): Promise<void> {
  const tx = await voiceCallFor(services, hook);
  if (tx?.status !== 'PENDING') return;
  if (!VOICE_CALL_ENDED.includes(field(hook.params, 'CallStatus') ?? '')) return;
  if (!(await services.transactions.claimLookup(tx.id))) return;
  if (await services.transactions.fail(tx.id)) services.statusBus.publish(tx.id);
}
