import { describe, expect, it } from 'vitest';
import { enFirst } from '../../contract/i18n/enFirst';
import { enLater } from '../../contract/i18n/enLater';
import { onEnglishComplete, withLaterTexts } from '../../widgets/i18n/english';
import { translator } from '../../widgets/i18n/t';

/**
 * docs/languages.md: the widget's English comes in two parts. The first screens' texts are there
 * at once; a later text asked for first reads empty and starts the later part's fetch, after
 * which every text is there and those listening are told.
 */
describe('the widget’s English', () => {
  it('has the first screens’ texts at once, and the later ones after their chunk', async () => {
    const t = translator();
    expect(t('entry.continue')).toBe(enFirst['entry.continue']);
    let told = 0;
    const stop = onEnglishComplete(() => {
      told += 1;
    });
    const arrived = new Promise<void>((done) => onEnglishComplete(done));
    expect(t('success.title')).toBe('');
    await arrived;
    stop();
    expect(told).toBe(1);
    expect(t('success.title')).toBe(enLater['success.title']);
    expect(t('code.resendOtpIn', { seconds: 30 })).toBe('Resend OTP in 30s');
  });

  it('hands a later screen’s chunk over only with the later texts', async () => {
    const screen = { name: 'CodeEntry' };
    await expect(withLaterTexts(Promise.resolve(screen))).resolves.toBe(screen);
  });

  it('splits the catalogue without a text in both parts', () => {
    const both = Object.keys(enFirst).filter((key) => key in enLater);
    expect(both).toEqual([]);
  });
});
