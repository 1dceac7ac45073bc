import { fillText } from '../../contract/fillText';
import type { HostCatalogue, HostMessageId } from '../../contract/i18n/Catalogue';
import { directionOf, type Locale, localeOf } from '../../contract/i18n/locales';
import { HOST_CATALOGUES } from './hostCatalogues';

type Values = Record<string, string | number>;
/** The ids of plain texts, and of texts with a count (one form per plural category). */
export type HostTextId = { [K in HostMessageId]: HostCatalogue[K] extends string ? K : never }[HostMessageId];
export type HostCountId = Exclude<HostMessageId, HostTextId>;

/** What the host says in one language: texts, counted texts, and times (docs/languages.md). */
export interface HostTexts {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  text(id: HostTextId, values?: Values): string;
  /** The form `Intl.PluralRules` picks for `count`, with `{count}` written the language's way. */
  count(id: HostCountId, count: number, values?: Values): string;
  /** A clock time in UTC, as the language writes it ("14:05 UTC"). */
  timeUtc(at: Date): string;
  /** "3 minutes ago", through `Intl.RelativeTimeFormat`; under a minute, `request.justNow`. */
  minutesAgo(minutes: number): string;
}

/** The host's texts in `locale` (a sign-in's stored language; anything unknown reads as English). */
export function hostTexts(locale: string | null | undefined): HostTexts {
  const language = localeOf(locale);
  const catalogue = HOST_CATALOGUES[language];
  const plurals = new Intl.PluralRules(language);
  const text = (id: HostTextId, values?: Values) => fillText(catalogue[id], values);
  return {
    locale: language,
    dir: directionOf(language),
    text,
    count(id, count, values) {
      const forms = catalogue[id];
      const form = forms[plurals.select(count)] ?? forms.other;
      return fillText(form, { ...values, count: new Intl.NumberFormat(language).format(count) });
    },
    timeUtc: (at) =>
      new Intl.DateTimeFormat(language, {
        hour: '2-digit',
        hourCycle: 'h23',
        minute: '2-digit',
        timeZone: 'UTC',
        timeZoneName: 'short',
      }).format(at),
    minutesAgo: (minutes) =>
      minutes < 1
        ? text('request.justNow')
        : new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(-minutes, 'minute'),
  };
}
