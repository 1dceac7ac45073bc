import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue, HostCatalogue, PluralText } from '../../contract/i18n/Catalogue';
import { en } from '../../contract/i18n/en';
import { enHost } from '../../contract/i18n/enHost';
import { LOCALES } from '../../contract/i18n/locales';
import { HOST_CATALOGUES } from '../../server/i18n/hostCatalogues';
import { completeEnglish } from '../../widgets/i18n/english';
import { loadCatalogue } from '../../widgets/i18n/t';

// The widget's English, later screens included, as it is once they have come.
beforeAll(() => completeEnglish());

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
const forms = (value: string | PluralText) => (typeof value === 'string' ? [value] : Object.values(value));

/**
 * docs/languages.md: every language has every text of the widget and of the host, each keeps the
 * placeholders of its English source (none lost, none added), and a text with a count has a form
 * for each plural category of its language.
 */
describe.each(LOCALES)('the %s catalogue', (locale) => {
  it('has every widget text, none empty, with the English placeholders', async () => {
    const catalogue: Catalogue = await loadCatalogue(locale);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(catalogue)) {
      expect(text.trim(), id).not.toBe('');
      expect(placeholders(text), `${locale} ${id}`).toEqual(placeholders(en[id as keyof typeof en]));
    }
  });

  it('has every host text, with the English placeholders in every plural form', () => {
    const catalogue: HostCatalogue = HOST_CATALOGUES[locale];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(enHost).sort());
    for (const [id, value] of Object.entries(catalogue)) {
      const source = forms(enHost[id as keyof typeof enHost]);
      for (const text of forms(value)) {
        expect(text.trim(), id).not.toBe('');
        expect(placeholders(text), `${locale} ${id}`).toEqual(placeholders(source[0]!));
      }
      if (typeof value !== 'string') {
        const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        expect(Object.keys(value).sort(), `${locale} ${id}`).toEqual([...categories].sort());
      }
    }
  });

  it('is a translation, not a copy of English', async () => {
    if (locale === 'en') return;
    const catalogue = await loadCatalogue(locale);
    const same = Object.keys(en).filter(
      (id) => catalogue[id as keyof typeof en] === en[id as keyof typeof en],
    );
    // Brand names and example addresses may stay as they are; sentences may not.
    expect(
      same.filter((id) => en[id as keyof typeof en].includes(' ')),
      locale,
    ).toEqual([]);
  });
});

describe('the WhatsApp prefill', () => {
  it('ends with the code in every language, where the host looks for it', () => {
    for (const locale of LOCALES)
      expect(HOST_CATALOGUES[locale]['whatsapp.prefill'], locale).toMatch(/\{code\}$/);
  });
});

/**
 * docs/languages.md: the widget fills a number into a text but picks no plural form, so a widget
 * text with a count is count-neutral. The number sits after a colon ("Tries left: 3") or beside a
 * unit that reads the same for 1 and for 5: an abbreviation ("30 s", "30 வி.") or a word the
 * language never inflects for number (Thai, Vietnamese, Malay, Hindi, ...). A plural noun
 * ("விநாடிகளில்", "సెకన్లలో", "सेकंदांनी") is not on its language's list and fails here.
 */
const COUNT_NEUTRAL_UNITS: Record<(typeof LOCALES)[number], readonly string[]> = {
  en: ['s'],
  id: ['dtk'],
  pt: ['s'],
  es: ['s'],
  hi: ['सेकंड'],
  bn: ['সেকেন্ড'],
  ta: ['வி.'],
  te: ['సె.'],
  mr: ['से.'],
  ur: ['سیکنڈ'],
  ar: ['ث'],
  tr: ['sn'],
  vi: ['giây'],
  th: ['วินาที'],
  fr: ['s'],
  de: ['s'],
  it: ['s'],
  ru: ['с'],
  sw: ['sekunde'],
  ms: ['saat'],
};
const COUNT_PLACEHOLDERS = ['{count}', '{seconds}', '{minutes}'];

describe.each(LOCALES)('the %s widget texts with a count', (locale) => {
  it('put the number after a colon or beside a unit that reads the same for any count', async () => {
    const catalogue = await loadCatalogue(locale);
    const units = COUNT_NEUTRAL_UNITS[locale];
    let checked = 0;
    for (const [id, text] of Object.entries(catalogue)) {
      for (const placeholder of COUNT_PLACEHOLDERS.filter((p) => text.includes(p))) {
        const [before = '', after = ''] = text.split(placeholder);
        const previous = before.trimEnd().split(/\s+/).pop() ?? '';
        const next = after.trimStart().split(/\s+/)[0] ?? '';
        const neutral = previous.endsWith(':') || units.includes(next) || units.includes(previous);
        expect(neutral, `${locale} ${id}: ${text}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBe(3);
  });
});
