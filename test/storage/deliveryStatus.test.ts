import { expect, it } from 'vitest';
import { describeStorage } from './describeStorage';

describeStorage('DeliveryStore statuses', (storage) => {
  it('keeps a provider’s statuses only forward, finds the app of a message id, and links fallbacks', async () => {
    const { services, clock } = storage();
    const deliveries = services.deliveries;
    const now = clock.now();
    expect(await deliveries.claim('k1', 'acme', 'WHATSAPP', now, 'tx-1')).toBe(true);
    await deliveries.finish('k1', 'sent', 'wamid.1', now);
    expect(await deliveries.appOfProviderId('WHATSAPP', 'wamid.1')).toBe('acme');
    expect(await deliveries.appOfProviderId('SMS', 'wamid.1')).toBeUndefined();

    expect(await deliveries.recordProviderStatus('WHATSAPP', 'wamid.1', 'DELIVERED', now + 1)).toBe('tx-1');
    // Late and out of order: SENT after DELIVERED changes nothing.
    expect(await deliveries.recordProviderStatus('WHATSAPP', 'wamid.1', 'SENT', now + 2)).toBeUndefined();
    expect(await deliveries.recordProviderStatus('WHATSAPP', 'wamid.1', 'READ', now + 3)).toBe('tx-1');
    expect(await deliveries.recordProviderStatus('WHATSAPP', 'wamid.1', 'FAILED', now + 4)).toBeUndefined();
    const [row] = await deliveries.forTransaction('tx-1');
    expect(row).toMatchObject({ provider_status: 'READ', transaction_id: 'tx-1', fallback_from: null });
    expect(Number(row!.provider_status_at)).toBe(now + 3);

    expect(await deliveries.claim('k2', 'acme', 'SMS', now + 5, 'tx-2')).toBe(true);
    await deliveries.finish('k2', 'sent', 'SM1', now + 5);
    expect(await deliveries.recordProviderStatus('SMS', 'SM1', 'FAILED', now + 6, 'Twilio error 30003')).toBe(
      'tx-2',
    );
    await deliveries.markFallback('tx-2', 'tx-1');
    expect(await deliveries.forTransaction('tx-2')).toEqual([
      expect.objectContaining({
        provider_status: 'FAILED',
        error: 'Twilio error 30003',
        fallback_from: 'tx-1',
      }),
    ]);
  });
});
