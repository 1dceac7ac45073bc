import { expect, it } from 'vitest';
import { SettingsStore } from '../../server/stores/SettingsStore';
import { describeStorage } from './describeStorage';

describeStorage('SettingsStore', (storage) => {
  it('keeps the first value written for a key', async () => {
    const settings = new SettingsStore(storage().services.db.kysely);
    expect(await settings.get('colour')).toBeUndefined();
    expect(await settings.getOrSet('colour', 'blue')).toBe('blue');
    expect(await settings.getOrSet('colour', 'red')).toBe('blue');
    expect(await settings.get('colour')).toBe('blue');
  });

  it('gives 10 concurrent first writers the same value', async () => {
    const settings = new SettingsStore(storage().services.db.kysely);
    const values = await Promise.all(
      Array.from({ length: 10 }, (_, i) => settings.getOrSet('colour', `c${i}`)),
    );
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toMatch(/^c\d$/);
  });

  it('shares the generated dev secret between instances', async () => {
    const { services, another } = storage();
    const second = await another();
    expect(second.hasher.hash('p', 'v')).toBe(services.hasher.hash('p', 'v'));
  });
});
