import { expect, it } from 'vitest';
import { ONETAP_MAX_AGE_MS } from '../../contract/channelConstants';
import { describeStorage } from './describeStorage';

/**
 * The merchant config's `knownDevice` and One tap entry (docs/widget.md "Returning visitors"): the
 * browser verified an identity for the app, within the one-tap lifetime, with the device key its
 * state holds now. One statement answers it on both dialects.
 */
describeStorage('browser holds an identity', (storage) => {
  it('is true only for an identity of this app, from a sign-in, recent, with the key bound now', async () => {
    const { services, clock } = storage();
    const learn = (state: string, over: { appId?: string; deviceHash?: string | null; signInId?: string }) =>
      services.browserIdentities.record(state, over.appId ?? 'demo', {
        identityType: 'EMAIL',
        identity: `${state}@example.com`,
        userId: `usr_${state}`,
        verifiedAt: clock.now(),
        signInId: over.signInId ?? `tx-${state}`,
        deviceHash: over.deviceHash === undefined ? `key-${state}` : over.deviceHash,
      });
    const holds = (state: string, appId = 'demo') =>
      services.browserIdentities.heldWithBoundKey(state, appId, clock.now() - ONETAP_MAX_AGE_MS);

    for (const state of ['bound', 'otherApp', 'otherKey', 'noKey', 'old'])
      await services.browserDevices.bind(state, '{}', `key-${state}`, clock.now());
    await learn('bound', {});
    await learn('otherApp', { appId: 'shop' });
    await learn('otherKey', { deviceHash: 'key-before' });
    await learn('noKey', { deviceHash: null });
    await learn('unbound', {});
    await learn('old', {});
    clock.advance(ONETAP_MAX_AGE_MS / 2);
    await learn('bound', {});

    clock.advance(ONETAP_MAX_AGE_MS / 2 + 1);
    expect(await holds('bound')).toBe(true);
    expect(await holds('bound', 'shop')).toBe(false);
    expect(await holds('otherApp')).toBe(false);
    expect(await holds('otherApp', 'shop')).toBe(false);
    expect(await holds('otherKey')).toBe(false);
    expect(await holds('noKey')).toBe(false);
    expect(await holds('unbound')).toBe(false);
    expect(await holds('old')).toBe(false);
    expect(await holds('nobody')).toBe(false);
  });
});
