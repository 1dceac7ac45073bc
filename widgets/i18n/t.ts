import { fillText } from '../../contract/fillText';
import type { Catalogue, MessageId } from '../../contract/i18n/Catalogue';
import { type Locale, localeOf, pickLocale } from '../../contract/i18n/locales';
import { completeEnglish, english } from './english';

export type MessageParams = Record<string, string | number>;
export type Translate = (id: MessageId, params?: MessageParams) => string;

/** Like `fillText` (contract/fillText), but the values may be anything (React nodes): returns the pieces in order. */
export function interpolateParts<T>(template: string, params: Record<string, T>): Array<string | T> {
  return template.split(/(\{\w+\})/).flatMap((piece): Array<string | T> => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    if (name !== undefined && name in params) return [params[name] as T];
    return piece === '' ? [] : [piece];
  });
}

/**
 * The element's language (docs/languages.md "Which language"): its `locale` (attribute or URL
 * parameter), else the app's language (`merchant.config.locale` of the configuration), else the
 * browser's languages, else English. The host makes the same choice for what it sends.
 */
export function widgetLocale(locale: string | null | undefined, appLocale?: string | null): Locale {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  return pickLocale([locale, appLocale, ...browser]);
}

/**
 * The catalogue of a locale; English (its first screens' texts in the bundle, widgets/i18n/
 * english.ts) for English and for anything Sesame does not speak.
 */
export async function loadCatalogue(locale: string | null | undefined): Promise<Catalogue> {
  const wanted = localeOf(locale);
  // The table of nineteen imports is itself lazy: English pages never download it.
  return wanted === 'en' ? english : (await import('./lazyCatalogues')).LAZY_CATALOGUES[wanted]();
}

/**
 * A lookup bound to one catalogue and its language: numbers among the values ("Resend OTP in
 * {seconds}s", the tries left) are written the language's way (`Intl.NumberFormat`: ৩০ in Bengali, 1.200 in German).
 */
export function translator(catalogue: Catalogue = english, locale: Locale = 'en'): Translate {
  const numbers = new Intl.NumberFormat(locale);
  return (id, params) => {
    const text = catalogue[id] ?? english[id];
    if (text !== undefined) return fillText(text, params && localNumbers(params, numbers));
    // A later screen's English text before its chunk: empty until it comes (useLocaleCatalogue).
    completeEnglish().catch(() => {});
    return '';
  };
}

function localNumbers(params: MessageParams, numbers: Intl.NumberFormat): MessageParams {
  const written: MessageParams = {};
  for (const [key, value] of Object.entries(params))
    written[key] = typeof value === 'number' ? numbers.format(value) : value;
  return written;
}
