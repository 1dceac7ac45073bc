import { arHost } from '../../contract/i18n/ar';
import { bnHost } from '../../contract/i18n/bn';
import type { HostCatalogue } from '../../contract/i18n/Catalogue';
import { deHost } from '../../contract/i18n/de';
import { enHost } from '../../contract/i18n/en';
import { esHost } from '../../contract/i18n/es';
import { frHost } from '../../contract/i18n/fr';
import { hiHost } from '../../contract/i18n/hi';
import { idHost } from '../../contract/i18n/id';
import { itHost } from '../../contract/i18n/it';
import type { Locale } from '../../contract/i18n/locales';
import { mrHost } from '../../contract/i18n/mr';
import { msHost } from '../../contract/i18n/ms';
import { ptHost } from '../../contract/i18n/pt';
import { ruHost } from '../../contract/i18n/ru';
import { swHost } from '../../contract/i18n/sw';
import { taHost } from '../../contract/i18n/ta';
import { teHost } from '../../contract/i18n/te';
import { thHost } from '../../contract/i18n/th';
import { trHost } from '../../contract/i18n/tr';
import { urHost } from '../../contract/i18n/ur';
import { viHost } from '../../contract/i18n/vi';

/** The host half of every language's catalogue (the widget loads its half lazily). */
export const HOST_CATALOGUES: Readonly<Record<Locale, HostCatalogue>> = {
  en: enHost,
  id: idHost,
  pt: ptHost,
  es: esHost,
  hi: hiHost,
  bn: bnHost,
  ta: taHost,
  te: teHost,
  mr: mrHost,
  ur: urHost,
  ar: arHost,
  tr: trHost,
  vi: viHost,
  th: thHost,
  fr: frHost,
  de: deHost,
  it: itHost,
  ru: ruHost,
  sw: swHost,
  ms: msHost,
};
