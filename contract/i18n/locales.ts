/**
 * The languages Sesame speaks (spec §9 names en, id and pt; docs/languages.md lists the rest and
 * why): chosen for where WhatsApp and phone sign-in matter. Each has one catalogue file beside
 * this one, with the widget's texts and the host's.
 */
export const LOCALES = [
  'en',
  'id',
  'pt',
  'es',
  'hi',
  'bn',
  'ta',
  'te',
  'mr',
  'ur',
  'ar',
  'tr',
  'vi',
  'th',
  'fr',
  'de',
  'it',
  'ru',
  'sw',
  'ms',
] as const;
export type Locale = (typeof LOCALES)[number];
/** spec §9: English by default. */
const DEFAULT_LOCALE: Locale = 'en';

/** Written right to left: the widget root and the host's pages carry `dir="rtl"`. */
const RTL_LOCALES: readonly Locale[] = ['ar', 'ur'];

/** The language of a tag (`pt-BR` reads as `pt`), or undefined when Sesame does not speak it. */
function supportedLocale(value: string | null | undefined): Locale | undefined {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : undefined;
}

/** The first candidate Sesame speaks (the `locale` attribute, the app's language, the browser's), else English. */
export function pickLocale(candidates: Iterable<string | null | undefined>): Locale {
  for (const candidate of candidates) {
    const locale = supportedLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** A tag's language, English when Sesame does not speak it. */
export function localeOf(value: string | null | undefined): Locale {
  return pickLocale([value]);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}
