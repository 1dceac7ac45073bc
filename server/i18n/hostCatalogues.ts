import { arHost } from '../../contract/i18n/arHost';
import { bnHost } from '../../contract/i18n/bnHost';
import type { HostCatalogue } from '../../contract/i18n/Catalogue';
import { deHost } from '../../contract/i18n/deHost';
import { enHost } from '../../contract/i18n/enHost';
import { esHost } from '../../contract/i18n/esHost';
import { frHost } from '../../contract/i18n/frHost';
import { hiHost } from '../../contract/i18n/hiHost';
import { idHost } from '../../contract/i18n/idHost';
import { itHost } from '../../contract/i18n/itHost';
import type { Locale } from '../../contract/i18n/locales';
import { mrHost } from '../../contract/i18n/mrHost';
import { msHost } from '../../contract/i18n/msHost';
import { ptHost } from '../../contract/i18n/ptHost';
import { ruHost } from '../../contract/i18n/ruHost';
import { swHost } from '../../contract/i18n/swHost';
import { taHost } from '../../contract/i18n/taHost';
import { teHost } from '../../contract/i18n/teHost';
import { thHost } from '../../contract/i18n/thHost';
import { trHost } from '../../contract/i18n/trHost';
import { urHost } from '../../contract/i18n/urHost';
import { viHost } from '../../contract/i18n/viHost';

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
