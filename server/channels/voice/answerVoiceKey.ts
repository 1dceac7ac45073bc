import { VOICE_APPROVE_KEY, VOICE_DENY_KEY, VOICE_KEY_WAIT_SECONDS } from '../../../contract/voice';
import { gatherTwiml, sayAndHangUpTwiml } from '../../delivery/TwilioVoiceTwiml';
import { SesameError } from '../../errors/SesameError';
import type { Services } from '../../Services';
import { completeTransaction } from '../../signin/completeTransaction';
import { field, type VoiceWebhook, voiceCallFor } from './voiceCallFor';
import { voiceSpeech } from './voiceSpeech';

/**
 * The key the person pressed (Twilio's `<Gather>` action, `Digits`), answered with the TwiML the
 * call goes on with. 1 approves: the sign-in completes for the number called, and only the
 * browser that began it gets the session. 9 (not me) fails it. Either spends the call's token,
 * so a replayed request changes nothing; an expired sign-in, or a call to another number than
 * the sign-in's, is only told it ended. Any other key asks again.
 */
export async function answerVoiceKey(services: Services, hook: VoiceWebhook): Promise<string> {
  const tx = await voiceCallFor(services, hook);
  const speech = voiceSpeech(tx?.locale);
  const ended = sayAndHangUpTwiml(speech.ended());
  if (tx?.status !== 'PENDING' || tx.expires_at <= services.clock.now()) return ended;
  if (field(hook.params, 'To') !== tx.identity) return ended;
  const app = await services.apps.get(tx.app_id);
  if (!app) return ended;
  const key = field(hook.params, 'Digits');
  if (key === VOICE_APPROVE_KEY) {
    if (!(await services.transactions.claimLookup(tx.id))) return ended;
    try {
      await completeTransaction(services, tx, 'voice');
    } catch (error) {
      if (!(error instanceof SesameError)) throw error;
      if (await services.transactions.fail(tx.id)) services.statusBus.publish(tx.id);
      return ended;
    }
    return sayAndHangUpTwiml(speech.approved(app.name));
  }
  if (key === VOICE_DENY_KEY) {
    if (!(await services.transactions.claimLookup(tx.id))) return ended;
    if (await services.transactions.fail(tx.id)) services.statusBus.publish(tx.id);
    return sayAndHangUpTwiml(speech.denied());
  }
  return gatherTwiml({
    question: speech.otherKey(app.name),
    noKey: speech.noKey(),
    action: hook.url,
    waitSeconds: VOICE_KEY_WAIT_SECONDS,
  });
}
