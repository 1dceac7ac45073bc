import type { Locale } from '../../../contract/i18n/locales';
import { VOICE_APPROVE_KEY, VOICE_DENY_KEY } from '../../../contract/voice';
import type { Speech } from '../../delivery/TwilioVoiceTwiml';
import { type HostTextId, hostTexts } from '../../i18n/hostTexts';

/**
 * The BCP-47 tags Twilio's text-to-speech reads each language in (docs/channels.md "Voice
 * approval": the voice per language is chosen in Twilio's console). A language without a voice
 * there (Swahili, Urdu) hears English rather than a voice that cannot read its script.
 */
const TTS_LANGUAGES: Partial<Record<Locale, string>> = {
  en: 'en-US',
  id: 'id-ID',
  pt: 'pt-BR',
  es: 'es-ES',
  hi: 'hi-IN',
  bn: 'bn-IN',
  ta: 'ta-IN',
  te: 'te-IN',
  mr: 'mr-IN',
  ar: 'ar-XA',
  tr: 'tr-TR',
  vi: 'vi-VN',
  th: 'th-TH',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  ru: 'ru-RU',
  ms: 'ms-MY',
};

/** What an approval call says, in the sign-in's language where Twilio can speak it. */
export function voiceSpeech(locale: string | null | undefined) {
  const say = hostTexts(locale);
  const spoken = TTS_LANGUAGES[say.locale] ? say : hostTexts('en');
  const language = TTS_LANGUAGES[spoken.locale] ?? 'en-US';
  const keys = { approve: VOICE_APPROVE_KEY, deny: VOICE_DENY_KEY };
  const speech = (id: HostTextId, values: Record<string, string> = {}): Speech => ({
    text: spoken.text(id, { ...keys, ...values }),
    language,
  });
  return {
    /** The request: the merchant, the number on the screen, the keys. Digits apart, read one by one. */
    question: (app: string, matchCode: string) =>
      speech('voice.request', { app, number: matchCode.split('').join(' ') }),
    noKey: () => speech('voice.noKey'),
    otherKey: (app: string) => speech('voice.otherKey', { app }),
    approved: (app: string) => speech('voice.approved', { app }),
    denied: () => speech('voice.denied'),
    ended: () => speech('voice.ended'),
  };
}
