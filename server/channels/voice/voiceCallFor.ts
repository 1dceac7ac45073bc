import { isValidTwilioSignature, type TwilioParams } from '../../delivery/TwilioVoiceSignature';
import { SesameError } from '../../errors/SesameError';
import type { Services } from '../../Services';
import type { TransactionRow } from '../../stores/TransactionStore';
import { VOICE_CALL_PURPOSE } from './startVoiceIntent';
import { voiceSettings } from './voiceSettings';

/** A webhook from Twilio about one call: the token of its URL, the URL as Twilio called it, its fields. */
export interface VoiceWebhook {
  token: string;
  url: string;
  params: TwilioParams;
  signature: string | string[] | undefined;
}

/**
 * The voice sign-in a webhook's token names, once its `X-Twilio-Signature` is checked with the
 * auth token of that sign-in's app (docs/security.md: webhook signatures checked). Undefined when
 * no sign-in waits on the token (spent, never issued): nothing then changes, whoever asks.
 */
export async function voiceCallFor(
  services: Services,
  hook: VoiceWebhook,
): Promise<TransactionRow | undefined> {
  const tx = await services.transactions.findAnyByLookup(
    services.hasher.hash(VOICE_CALL_PURPOSE, hook.token),
  );
  if (tx?.channel !== 'VOICE_APPROVAL') return undefined;
  const app = await services.apps.get(tx.app_id);
  const account = app && voiceSettings(services, app).account;
  if (!account || !isValidTwilioSignature(account.authToken, hook.url, hook.params, hook.signature))
    throw new SesameError('signature_invalid');
  return tx;
}

/** A field Twilio sent once (a repeated field reads as absent). */
export function field(params: TwilioParams, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}
