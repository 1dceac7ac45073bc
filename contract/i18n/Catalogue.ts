import type { en } from './en';
import type { enHost } from './enHost';

/** A widget text's id (contract/i18n/en.ts is the source; every language has every id). */
export type MessageId = keyof typeof en;
/** The widget's texts in one language: loaded lazily, except English (docs/languages.md). */
export type Catalogue = Record<MessageId, string>;

/**
 * A text with a count in it, one form per plural category of the language (`Intl.PluralRules`:
 * English has one and other, Russian one, few, many and other, Arabic all six).
 */
export type PluralText = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

export type HostMessageId = keyof typeof enHost;
/** The host's texts in one language: the emails, SMS and WhatsApp texts and the host's pages. */
export type HostCatalogue = {
  [K in HostMessageId]: (typeof enHost)[K] extends string ? string : PluralText;
};
