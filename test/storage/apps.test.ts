import { expect, it } from 'vitest';
import type { NewApp } from '../../server/apps/AppStore';
import { channelConfigFor, defaultUiConfig } from '../../server/apps/defaultConfig';
import { describeStorage } from './describeStorage';

const SECRET = 'sk_live_correct-horse-battery-staple';

function newApp(id: string, overrides: Partial<NewApp> = {}): NewApp {
  return {
    id,
    clientId: id,
    clientSecret: SECRET,
    name: `Shop ${id}`,
    origins: [`https://${id}.example`],
    loginUri: `https://${id}.example/login`,
    redirectUris: [`https://${id}.example/callback`],
    uiConfig: defaultUiConfig(`Shop ${id}`),
    channelConfig: channelConfigFor(['EMAIL_LOGIN', 'OTP']),
    options: { isWebauthnEnabled: true },
    ...overrides,
  };
}

describeStorage('AppStore', (storage) => {
  it('reads back an app as it was created, with times as numbers', async () => {
    const { services, clock } = storage();
    const created = await services.apps.create(newApp('acme', { logo: 'https://acme.example/logo.svg' }));
    const read = await services.apps.get('acme');
    expect(read).toEqual(created);
    expect(read).toEqual({
      id: 'acme',
      clientId: 'acme',
      name: 'Shop acme',
      logo: 'https://acme.example/logo.svg',
      origins: ['https://acme.example'],
      loginUri: 'https://acme.example/login',
      redirectUris: ['https://acme.example/callback'],
      uiConfig: defaultUiConfig('Shop acme'),
      channelConfig: channelConfigFor(['EMAIL_LOGIN', 'OTP']),
      options: { isWebauthnEnabled: true },
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    expect(await services.apps.get('nope')).toBeUndefined();
  });

  it('lists apps in the order they were created', async () => {
    const { services, clock } = storage();
    for (const id of ['zeta', 'alpha', 'mid']) {
      await services.apps.create(newApp(id));
      clock.advance(1);
    }
    expect((await services.apps.list()).map((app) => app.id)).toEqual(['zeta', 'alpha', 'mid']);
  });

  it('updates only the fields given, and bumps updatedAt', async () => {
    const { services, clock } = storage();
    const created = await services.apps.create(newApp('acme'));
    clock.advance(5_000);
    const updated = await services.apps.update('acme', { name: 'Acme Ltd', loginUri: '' });
    expect(updated).toEqual({
      ...created,
      name: 'Acme Ltd',
      loginUri: undefined,
      updatedAt: created.createdAt + 5_000,
    });
    expect(await services.apps.get('acme')).toEqual(updated);
    expect(await services.apps.update('nope', { name: 'x' })).toBeUndefined();
  });

  it('stores the client secret only as a hash, and authenticates with it', async () => {
    const { services } = storage();
    await services.apps.create(newApp('acme'));
    const row = await services.db.kysely
      .selectFrom('apps')
      .selectAll()
      .where('id', '=', 'acme')
      .executeTakeFirstOrThrow();
    expect(row.client_secret_hash).not.toBe(SECRET);
    expect(JSON.stringify(row)).not.toContain(SECRET);
    expect(JSON.stringify(await services.apps.get('acme'))).not.toContain(row.client_secret_hash);

    expect((await services.apps.authenticate('acme', SECRET))?.id).toBe('acme');
    expect(await services.apps.authenticate('acme', `${SECRET}x`)).toBeUndefined();
    expect(await services.apps.authenticate('acme', '')).toBeUndefined();
    expect(await services.apps.authenticate('other', SECRET)).toBeUndefined();
  });

  it('accepts only the new client secret after it is replaced', async () => {
    const { services } = storage();
    await services.apps.create(newApp('acme'));
    await services.apps.update('acme', { clientSecret: 'the-new-secret' });
    expect(await services.apps.authenticate('acme', SECRET)).toBeUndefined();
    expect((await services.apps.authenticate('acme', 'the-new-secret'))?.id).toBe('acme');
  });

  it('authenticates on another instance of the host (same stored dev secret)', async () => {
    const { services, another } = storage();
    await services.apps.create(newApp('acme'));
    const second = await another();
    expect((await second.apps.authenticate('acme', SECRET))?.id).toBe('acme');
  });

  it('knows registered origins exactly: scheme, host and port', async () => {
    const { services } = storage();
    await services.apps.create(
      newApp('acme', { origins: ['https://acme.example', 'http://localhost:3000'] }),
    );
    expect(await services.apps.isKnownOrigin('https://acme.example')).toBe(true);
    expect(await services.apps.isKnownOrigin('http://localhost:3000')).toBe(true);
    for (const origin of [
      'http://acme.example',
      'https://acme.example:8443',
      'https://acme.example/',
      'https://ACME.example',
      'https://evil.acme.example',
      'http://localhost:3001',
      'http://localhost',
    ]) {
      expect(await services.apps.isKnownOrigin(origin), origin).toBe(false);
    }
  });

  it('replaces the known origins when the origins change', async () => {
    const { services } = storage();
    await services.apps.create(newApp('acme'));
    await services.apps.update('acme', {
      origins: ['https://shop.acme.example', 'https://shop.acme.example'],
    });
    expect(await services.apps.isKnownOrigin('https://acme.example')).toBe(false);
    expect(await services.apps.isKnownOrigin('https://shop.acme.example')).toBe(true);
  });

  it('removes an app and its origins, but not an origin another app also registered', async () => {
    const { services } = storage();
    await services.apps.create(
      newApp('acme', { origins: ['https://acme.example', 'https://shared.example'] }),
    );
    await services.apps.create(newApp('beta', { origins: ['https://shared.example'] }));
    expect(await services.apps.remove('acme')).toBe(true);
    expect(await services.apps.get('acme')).toBeUndefined();
    expect(await services.apps.authenticate('acme', SECRET)).toBeUndefined();
    expect(await services.apps.isKnownOrigin('https://acme.example')).toBe(false);
    expect(await services.apps.isKnownOrigin('https://shared.example')).toBe(true);
    expect(await services.apps.remove('acme')).toBe(false);
  });

  it('refuses a second app with the same id and keeps none of its origins', async () => {
    const { services } = storage();
    await services.apps.create(newApp('acme'));
    await expect(
      services.apps.create(newApp('acme', { origins: ['https://intruder.example'] })),
    ).rejects.toThrow();
    expect(await services.apps.isKnownOrigin('https://intruder.example')).toBe(false);
    expect((await services.apps.list()).map((app) => app.origins)).toEqual([['https://acme.example']]);
  });
});
