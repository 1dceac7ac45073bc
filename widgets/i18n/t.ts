import { fillText } from '../../contract/fillText';
import type { Catalogue, MessageId } from '../../contract/i18n/Catalogue';
import { en } from '../../contract/i18n/en';
import { type Locale, localeOf, pickLocale } from '../../contract/i18n/locales';

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
 * The element's language: its `locale` (attribute or URL parameter), else the browser's languages,
 * else English (docs/languages.md). The host makes the same choice for what it sends, with the
 * app's language between the two.
 */
export function widgetLocale(locale: string | null | undefined): Locale {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  return pickLocale([locale, ...browser]);
}

/** The catalogue of a locale; English, in the bundle, for English and for anything Sesame does not speak. */
export async function loadCatalogue(locale: string | null | undefined): Promise<Catalogue> {
  const wanted = localeOf(locale);
  // The table of nineteen imports is itself lazy: English pages never download it.
  return wanted === 'en' ? en : (await import('./lazyCatalogues')).LAZY_CATALOGUES[wanted]();
}

/** A lookup bound to one catalogue. */
export function translator(catalogue: Catalogue = en): Translate {
  return (id, params) => fillText(catalogue[id], params);
}

/** Looks a message up in the English catalogue. */
export const t: Translate = translator(en);
