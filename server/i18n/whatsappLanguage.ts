import type { Locale } from '../../contract/i18n/locales';
import type { WhatsAppSettings } from '../channels/providerSettings';

/** Meta's template language codes for each language Sesame speaks. */
const WHATSAPP_LANGUAGE_CODES: Readonly<Record<Locale, string>> = {
  en: 'en_US',
  id: 'id',
  pt: 'pt_BR',
  es: 'es',
  hi: 'hi',
  bn: 'bn',
  ta: 'ta',
  te: 'te',
  mr: 'mr',
  ur: 'ur',
  ar: 'ar',
  tr: 'tr',
  vi: 'vi',
  th: 'th',
  fr: 'fr',
  de: 'de',
  it: 'it',
  ru: 'ru',
  sw: 'sw',
  ms: 'ms',
};

/**
 * The template language of a business-initiated WhatsApp message: the visitor's, when the app's
 * templates are approved in it (or when nothing reaches Meta: the dev simulator), else the
 * app's one template language. Meta refuses a template in a language it was not approved in.
 */
export function whatsappLanguage(settings: WhatsAppSettings, locale: Locale): string {
  const code = WHATSAPP_LANGUAGE_CODES[locale];
  if (code === settings.templateLanguage || !settings.cloud || settings.templateLanguages.includes(code))
    return code;
  return settings.templateLanguage;
}
