import { expect, it } from 'vitest';
import { ONETAP_MAX_AGE_MS } from '../../contract/channelConstants';
import { purgeExpired } from '../../server/maintenance/purgeExpired';
import { describeStorage } from './describeStorage';

const DAY = 86_400_000;

/**
 * docs/security.md "One-tap proves possession of a device secret": what one-tap can no longer
 * use is removed by the periodic purge: identities verified more than 30 days ago, and the keys
 * of browsers idle that long (bound and last used before, holding no newer identity). A key in
 * use stays, however old its binding.
 */
describeStorage('one-tap purge', (storage) => {
  it('removes identities and device keys idle for the one-tap lifetime, and keeps the ones in use', async () => {
    const { services, clock } = storage();
    const bind = (state: string) => services.browserDevices.bind(state, '{}', `key-${state}`, clock.now());
    const learn = (state: string) =>
      services.browserIdentities.record(state, 'demo', {
        identityType: 'EMAIL',
        identity: `${state}@example.com`,
        userId: `usr_${state}`,
        verifiedAt: clock.now(),
        signInId: `tx-${state}`,
        deviceHash: `key-${state}`,
      });
    const identitiesOf = async (state: string) =>
      services.db.kysely
        .selectFrom('browser_identities')
        .selectAll()
        .where('state_hash', '=', state)
        .execute();

    // Bound 40 days ago: one browser never used its key, one signed in then, one signs in again
    // later, one one-taps later, one binds only 10 days ago.
    for (const state of ['idle', 'signedInOnce', 'signsInAgain', 'oneTaps']) await bind(state);
    await learn('signedInOnce');
    await learn('signsInAgain');
    await learn('oneTaps');
    clock.advance(20 * DAY);
    await learn('signsInAgain');
    expect(await services.browserDevices.spend('oneTaps', clock.now())).toBe(true);
    clock.advance(10 * DAY);
    await bind('recent');
    clock.advance(ONETAP_MAX_AGE_MS - 30 * DAY + 10 * DAY);

    await purgeExpired(services);
    expect(await services.browserDevices.get('idle')).toBeUndefined();
    expect(await services.browserDevices.get('signedInOnce')).toBeUndefined();
    expect(await identitiesOf('signedInOnce')).toEqual([]);
    expect(await services.browserDevices.get('signsInAgain')).toBeDefined();
    expect(await identitiesOf('signsInAgain')).toHaveLength(1);
    expect(await services.browserDevices.get('oneTaps')).toBeDefined();
    expect(await identitiesOf('oneTaps')).toEqual([]);
    expect(await services.browserDevices.get('recent')).toBeDefined();
  });
});
