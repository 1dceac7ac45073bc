import { beforeAll, describe, expect, it } from 'vitest';
import { id } from '../../contract/i18n/id';
import { completeEnglish } from '../../widgets/i18n/english';
import { translator } from '../../widgets/i18n/t';
import { marketingLine } from '../../widgets/marketingLine';

const t = translator();

/** The login page's marketing line names only channels the app has (spec §2 login page). */
describe('the login page marketing line', () => {
  beforeAll(() => completeEnglish());
  it('keeps the built-in pitch when the app has WhatsApp, an email and passkeys', () => {
    expect(marketingLine(['WHATSAPP', 'EMAIL_LOGIN', 'WEB_AUTHN'], t, 'en')).toMatch(/WhatsApp.*passkey/);
  });

  it('names the app’s own channels otherwise', () => {
    const line = marketingLine(['EMAIL_LOGIN', 'GMAIL'], t, 'en');
    expect(line).not.toMatch(/WhatsApp|passkey/i);
    expect(line).toBe('Continue with Email or Google');
  });

  it('joins them the language’s way', () => {
    expect(marketingLine(['EMAIL_LOGIN', 'GMAIL'], translator(id, 'id'), 'id')).toMatch(/ atau /);
  });

  it('says nothing for an app without channels', () => {
    expect(marketingLine([], t, 'en')).toBe('');
  });
});
