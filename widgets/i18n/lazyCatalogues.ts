import type { Catalogue } from '../../contract/i18n/Catalogue';
import type { Locale } from '../../contract/i18n/locales';

/**
 * Each language but English is a dynamic import, so the build splits it into a lazy chunk (spec §9,
 * docs/architecture.md §3); only its widget half is used, so the host's texts stay out.
 */
export const LAZY_CATALOGUES: Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>> = {
  id: async () => (await import('../../contract/i18n/id')).id,
  pt: async () => (await import('../../contract/i18n/pt')).pt,
  es: async () => (await import('../../contract/i18n/es')).es,
  hi: async () => (await import('../../contract/i18n/hi')).hi,
  bn: async () => (await import('../../contract/i18n/bn')).bn,
  ta: async () => (await import('../../contract/i18n/ta')).ta,
  te: async () => (await import('../../contract/i18n/te')).te,
  mr: async () => (await import('../../contract/i18n/mr')).mr,
  ur: async () => (await import('../../contract/i18n/ur')).ur,
  ar: async () => (await import('../../contract/i18n/ar')).ar,
  tr: async () => (await import('../../contract/i18n/tr')).tr,
  vi: async () => (await import('../../contract/i18n/vi')).vi,
  th: async () => (await import('../../contract/i18n/th')).th,
  fr: async () => (await import('../../contract/i18n/fr')).fr,
  de: async () => (await import('../../contract/i18n/de')).de,
  it: async () => (await import('../../contract/i18n/it')).it,
  ru: async () => (await import('../../contract/i18n/ru')).ru,
  sw: async () => (await import('../../contract/i18n/sw')).sw,
  ms: async () => (await import('../../contract/i18n/ms')).ms,
};
