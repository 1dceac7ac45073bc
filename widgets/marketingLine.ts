import { EMAIL_INPUT_CHANNELS } from '../contract/channels';
import type { Locale } from '../contract/i18n/locales';
import { channelLabel } from '../contract/widget';
import type { Translate } from './i18n/t';

/** What the built-in pitch names: WhatsApp, an email and a passkey. */
const PITCHED = [['WHATSAPP'], EMAIL_INPUT_CHANNELS as readonly string[], ['WEB_AUTHN']];

/**
 * The login page's marketing line under the tagline, following the app's channels (shown first
 * first): the built-in pitch when the app has every channel it names, else 'Continue with …' and
 * the first three channels, joined the language's way ('WhatsApp, Google or Email').
 */
export function marketingLine(channels: readonly string[], t: Translate, locale: Locale): string {
  if (PITCHED.every((group) => group.some((channel) => channels.includes(channel))))
    return t('loginPage.pitch');
  const names = [...new Set(channels.map(channelLabel))].slice(0, 3);
  if (names.length === 0) return '';
  return t('channel.continueWith', {
    name: new Intl.ListFormat(locale, { type: 'disjunction' }).format(names),
  });
}
