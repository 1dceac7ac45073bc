import { expect, it } from 'vitest';
import { APP_CACHE_TTL_MS } from '../../contract/constants';
import { AppStore } from '../../server/apps/AppStore';
import { channelConfigFor, defaultUiConfig } from '../../server/apps/defaultConfig';
import { describeStorage } from './describeStorage';

const ORIGIN = 'https://acme.example';

describeStorage('AppStore cache', (storage) => {
  /** A second instance's store on the same database, with a cache clock the test moves. */
  async function otherInstance() {
    const { another, clock } = storage();
    const services = await another();
    let now = 0;
    const apps = new AppStore(
      services.db.kysely,
      services.hasher,
      () => clock.now(),
      () => now,
    );
    return { apps, advance: (ms: number) => (now += ms) };
  }

  it('sees changes made elsewhere within APP_CACHE_TTL_MS, and its own at once', async () => {
    const { services } = storage();
    await services.apps.create({
      id: 'acme',
      clientId: 'acme',
      clientSecret: 'sk_live_secret',
      name: 'Acme',
      origins: [ORIGIN],
      uiConfig: defaultUiConfig('Acme'),
      channelConfig: channelConfigFor(['EMAIL_LOGIN']),
    });
    const other = await otherInstance();
    expect((await other.apps.get('acme'))?.name).toBe('Acme');
    expect(await other.apps.isKnownOrigin(ORIGIN)).toBe(true);

    await services.apps.update('acme', { name: 'Acme Ltd', origins: ['https://shop.acme.example'] });
    expect((await services.apps.get('acme'))?.name).toBe('Acme Ltd');
    expect(await services.apps.isKnownOrigin(ORIGIN)).toBe(false);
    other.advance(APP_CACHE_TTL_MS - 1);
    expect((await other.apps.get('acme'))?.name).toBe('Acme');
    other.advance(1);
    expect((await other.apps.get('acme'))?.name).toBe('Acme Ltd');
    expect(await other.apps.isKnownOrigin(ORIGIN)).toBe(false);

    await other.apps.remove('acme');
    expect(await other.apps.get('acme')).toBeUndefined();
  });

  it('does not keep unknown apps or origins: one created elsewhere is seen at once', async () => {
    const { services } = storage();
    const other = await otherInstance();
    expect(await other.apps.get('late')).toBeUndefined();
    expect(await other.apps.isKnownOrigin('https://late.example')).toBe(false);
    await services.apps.create({
      id: 'late',
      clientId: 'late',
      clientSecret: 'sk_live_secret',
      name: 'Late',
      origins: ['https://late.example'],
      uiConfig: defaultUiConfig('Late'),
      channelConfig: channelConfigFor(['EMAIL_LOGIN']),
    });
    expect((await other.apps.get('late'))?.id).toBe('late');
    expect(await other.apps.isKnownOrigin('https://late.example')).toBe(true);
  });
});
