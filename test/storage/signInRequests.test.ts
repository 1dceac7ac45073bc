import { expect, it } from 'vitest';
import { purgeExpired } from '../../server/maintenance/purgeExpired';
import { describeStorage } from './describeStorage';

describeStorage('SignInRequestStore', (storage) => {
  const row = (transactionId: string, device: string, createdAt: number) => ({
    transaction_id: transactionId,
    device,
    location: 'Pune, India',
    match_hash: null,
    return_page: 'https://shop.test/cart?step=2',
    created_at: createdAt,
  });

  it('keeps the first request of a sign-in: a resend does not replace who asked', async () => {
    const { services, clock } = storage();
    await services.signInRequests.record(row('tx1', 'Chrome on Windows', clock.now()));
    await services.signInRequests.record(row('tx1', 'Safari on iOS', clock.now()));
    expect(await services.signInRequests.get('tx1')).toMatchObject({
      device: 'Chrome on Windows',
      location: 'Pune, India',
      match_hash: null,
      return_page: 'https://shop.test/cart?step=2',
    });
    expect(await services.signInRequests.get('other')).toBeUndefined();
  });

  it('is removed with the day-old sign-ins by the purge', async () => {
    const { services, clock } = storage();
    await services.signInRequests.record(row('old', 'Chrome on Windows', clock.now()));
    clock.advance(24 * 3600_000 + 1);
    await services.signInRequests.record(row('new', 'Firefox on Linux', clock.now()));
    await purgeExpired(services);
    expect(await services.signInRequests.get('old')).toBeUndefined();
    expect(await services.signInRequests.get('new')).toBeDefined();
  });
});
