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

/** Each language's texts, made once: Intl's formatters cost far more to build than to use. */
const made = new Map<Locale, HostTexts>();

/** The host's texts in `locale` (a sign-in's stored language; anything unknown reads as English). */
export function hostTexts(locale: string | null | undefined): HostTexts {
  const language = localeOf(locale);
  let texts = made.get(language);
  if (!texts) {
    texts = textsIn(language);
    made.set(language, texts);
  }
  return texts;
}

function textsIn(language: Locale): HostTexts {
  const catalogue = HOST_CATALOGUES[language];
  const plurals = new Intl.PluralRules(language);
  const numbers = new Intl.NumberFormat(language);
  let times: Intl.DateTimeFormat | undefined;
  let relative: Intl.RelativeTimeFormat | undefined;
  const text = (id: HostTextId, values?: Values) => fillText(catalogue[id], values);
  return {
    locale: language,
    dir: directionOf(language),
    text,
    count(id, count, values) {
      const forms = catalogue[id];
      const form = forms[plurals.select(count)] ?? forms.other;
      return fillText(form, { ...values, count: numbers.format(count) });
    },
    timeUtc: (at) => {
      times ??= new Intl.DateTimeFormat(language, {
        hour: '2-digit',
        hourCycle: 'h23',
        minute: '2-digit',
        timeZone: 'UTC',
        timeZoneName: 'short',
      });
      return times.format(at);
    },
    minutesAgo: (minutes) => {
      if (minutes < 1) return text('request.justNow');
      relative ??= new Intl.RelativeTimeFormat(language, { numeric: 'always' });
      return relative.format(-minutes, 'minute');
    },
  };
}
