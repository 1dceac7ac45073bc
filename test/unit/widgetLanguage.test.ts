import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { completeEnglish } from '../../widgets/i18n/english';
import { loadCatalogue, translator, widgetLocale } from '../../widgets/i18n/t';

/**
 * docs/languages.md "Which language": the element's `locale`, else the app's language, else the
 * browser's, else English; and numbers in the texts written the language's way.
 */
describe('the widget’s language', () => {
  beforeAll(() => completeEnglish());
  afterEach(() => vi.unstubAllGlobals());

  it('takes the attribute first, then the app’s language, then the browser’s', () => {
    vi.stubGlobal('navigator', { languages: ['tr-TR', 'en'] });
    expect(widgetLocale('id', 'de')).toBe('id');
    expect(widgetLocale(null, 'de')).toBe('de');
    expect(widgetLocale(undefined, 'pt-BR')).toBe('pt');
    // A language Sesame does not speak is skipped, at any step.
    expect(widgetLocale('zh', 'de')).toBe('de');
    expect(widgetLocale(null, 'xx')).toBe('tr');
    expect(widgetLocale(null, undefined)).toBe('tr');
    vi.stubGlobal('navigator', { languages: ['zh-CN'] });
    expect(widgetLocale(null, null)).toBe('en');
  });

  it('writes counts and seconds in the visitor’s numerals and grouping', async () => {
    // Bengali and Marathi write their own digits (CLDR); German groups with a point.
    const bengali = translator(await loadCatalogue('bn'), 'bn');
    expect(bengali('code.resendOtpIn', { seconds: 30 })).toContain('৩০');
    expect(bengali('code.resendOtpIn', { seconds: 30 })).not.toContain('30');
    const marathi = translator(await loadCatalogue('mr'), 'mr');
    expect(marathi('code.resendOtpIn', { seconds: 45 })).toContain('४५');
    const german = translator(await loadCatalogue('de'), 'de');
    expect(german('code.resendOtpIn', { seconds: 1200 })).toContain('1.200');
    const english = translator(await loadCatalogue('en'), 'en');
    expect(english('code.resendOtpIn', { seconds: 1200 })).toBe('Resend OTP in 1,200s');
    // Strings pass through untouched: a code or a number on a screen is not a quantity.
    expect(english('channel.continueWith', { name: '0042' })).toContain('0042');
  });
});
