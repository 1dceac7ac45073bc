import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../contract/i18n/locales';
import { smsText } from '../../server/channels/phone/smsText';
import { hostTexts } from '../../server/i18n/hostTexts';
import { smsSegments } from '../support/smsSegments';

/** A long shop name and host, so the texts fit with room to spare for real ones. */
const APP = 'Sesame Demo Shop';
const HOST = 'shop.example.com';
const LINK = `https://sesame.example.com/l/${'x'.repeat(22)}`;

/**
 * docs/languages.md "SMS": languages written in the Latin alphabet keep their SMS texts to GSM-7
 * characters, so a code (with its WebOTP line) fits one 160-character segment; the others are
 * sent as UCS-2 (70 characters a segment) and may take two. Measured here for every language.
 */
const LATIN: readonly Locale[] = ['en', 'id', 'pt', 'es', 'fr', 'de', 'it', 'sw', 'ms'];

describe.each(LOCALES)('the %s SMS', (locale) => {
  const say = hostTexts(locale);
  const code = smsText({ say, appName: APP, code: '493027', link: undefined, host: HOST });
  const link = smsText({ say, appName: APP, code: undefined, link: LINK, host: HOST });

  if (LATIN.includes(locale)) {
    it('sends a code in one GSM-7 segment', () => {
      expect(smsSegments(code), code).toEqual({ encoding: 'GSM-7', segments: 1 });
    });
    it('sends a link in one GSM-7 segment', () => {
      expect(smsSegments(link), link).toEqual({ encoding: 'GSM-7', segments: 1 });
    });
  } else {
    it('sends a code in at most two UCS-2 segments', () => {
      expect(smsSegments(code).segments, code).toBeLessThanOrEqual(2);
    });
    it('sends a link in at most two UCS-2 segments', () => {
      expect(smsSegments(link).segments, link).toBeLessThanOrEqual(2);
    });
  }
});

describe('smsSegments', () => {
  it('counts GSM-7 extension characters twice and switches to UCS-2 for anything else', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(smsSegments(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'GSM-7', segments: 2 });
    expect(smsSegments('é'.repeat(160))).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(smsSegments(`${'a'.repeat(69)}ó`)).toEqual({ encoding: 'UCS-2', segments: 1 });
    expect(smsSegments(`${'a'.repeat(70)}ó`)).toEqual({ encoding: 'UCS-2', segments: 2 });
  });
});
