import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { COOKIE_MAX_AGE_S } from '../../contract/constants';
import { STORAGE_KEYS } from '../../contract/storageKeys';
import { cookieString, readCookie } from '../../services/storage/cookies';
import { openSesameDb } from '../../services/storage/indexedDb';
import { memoryStorage, prefixedLocalStorage } from '../../services/storage/keyValueStorage';
import { syncCookies } from '../../services/storage/syncCookies';

describe('storage keys (spec §3)', () => {
  it('lists every key of spec §3 once, the dismissal keys as the widget names them', () => {
    const values = Object.values(STORAGE_KEYS);
    expect(new Set(values).size).toBe(values.length);
    for (const key of [
      'state',
      'uid',
      'mid',
      'oc',
      'avatar',
      'init',
      'hsp',
      'CHANNEL',
      'asId',
      'inId',
      'tsId',
      'iot',
      'cv',
      'os',
      'osai',
      'oar',
      'ohc',
    ])
      expect(values).toContain(key);
  });

  it('stores them under the sesame. prefix', () => {
    const backing = new Map<string, string>();
    const fake = {
      getItem: (k: string) => backing.get(k) ?? null,
      setItem: (k: string, v: string) => void backing.set(k, v),
      removeItem: (k: string) => void backing.delete(k),
    } as Storage;
    prefixedLocalStorage(fake).set(STORAGE_KEYS.uid, 'u1');
    expect([...backing.keys()]).toEqual(['sesame.uid']);
  });
});

describe('cookies (spec §3, §9)', () => {
  it('live one year, SameSite=None; Secure, and Partitioned only in a third-party frame', () => {
    expect(COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(cookieString('uid', 'u 1', false)).toBe(
      'sesame.uid=u%201; Max-Age=31536000; Path=/; SameSite=None; Secure',
    );
    expect(cookieString('uid', 'u1', true)).toMatch(/; SameSite=None; Secure; Partitioned$/);
    expect(cookieString('uid', null, false)).toMatch(/^sesame\.uid=; Max-Age=0;/);
  });

  it('reads the prefixed cookie only', () => {
    const jar = 'uid=merchant; sesame.uid=u%201; sesame.state=st';
    expect(readCookie(jar, 'uid')).toBe('u 1');
    expect(readCookie(jar, 'state')).toBe('st');
    expect(readCookie(jar, 'asId')).toBeNull();
  });

  it('copies uid and state from cookies to storage, and writes stored values to their cookies', () => {
    const written: string[] = [];
    const jar = {
      get cookie() {
        return 'sesame.uid=u1';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const storage = memoryStorage({ state: 'st_1' });
    syncCookies(storage, jar, true);
    expect(storage.get('uid')).toBe('u1');
    expect(written).toEqual([
      'sesame.state=st_1; Max-Age=31536000; Path=/; SameSite=None; Secure; Partitioned',
    ]);
  });
});

describe('IndexedDB (spec §3 stores gif and user)', () => {
  it('opens the sesame database with both stores and keeps values per store', async () => {
    const db = await openSesameDb();
    await db.put('gif', 'k', { url: 'https://x.test/a.gif' });
    await db.put('user', 'k', { uid: 'u1' });
    expect(await db.get('gif', 'k')).toEqual({ url: 'https://x.test/a.gif' });
    expect(await db.get('user', 'k')).toEqual({ uid: 'u1' });
    await db.remove('user', 'k');
    expect(await db.get('user', 'k')).toBeUndefined();
    db.close();
    const again = await openSesameDb();
    expect(await again.get('gif', 'k')).toEqual({ url: 'https://x.test/a.gif' });
    again.close();
  });
});
