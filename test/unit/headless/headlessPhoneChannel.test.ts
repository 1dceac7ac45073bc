import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entry, fakeApi, headless, merchantConfig } from './headlessFixtures';

/**
 * spec §5: a PHONE request needs a channel of the app's MOBILE entry. An OTP channel that the
 * app lists under email only must not send an SMS to the number.
 */
describe('headless PHONE request to an email-only app', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is refused with INVALID_CHANNEL (4003) and starts no intent, though the email entry has OTP', async () => {
    const api = fakeApi(merchantConfig([entry('EMAIL', ['OTP', 'EMAIL_LOGIN'])]));
    const answer = await headless({ api }).ask({ channel: 'PHONE', phone: '9876543210', countryCode: '+91' });
    expect(answer).toMatchObject({ success: false, statusCode: 4003 });
    expect(api.createIntent).not.toHaveBeenCalled();
  });

  it('still sends an EMAIL request of that app through its OTP channel', async () => {
    const api = fakeApi(merchantConfig([entry('EMAIL', ['OTP', 'EMAIL_LOGIN'])]));
    await headless({ api }).ask({ channel: 'EMAIL', email: 'ada@example.com' });
    expect(api.createIntent).toHaveBeenCalledWith(expect.objectContaining({ channel: 'OTP' }));
  });

  it('refuses EMAIL to a phone-only app whose MOBILE entry has OTP (the same rule the other way)', async () => {
    const api = fakeApi(merchantConfig([entry('MOBILE', ['OTP', 'SMS'])]));
    const answer = await headless({ api }).ask({ channel: 'EMAIL', email: 'ada@example.com' });
    expect(answer).toMatchObject({ success: false, statusCode: 4003 });
    expect(api.createIntent).not.toHaveBeenCalled();
  });
});
