import { expect, it, vi } from 'vitest';
import { affected, firstRow, prepared } from '../../server/db/prepared';
import { describeStorage } from './describeStorage';

describeStorage('prepared queries', (storage) => {
  it('builds a query once and binds each call its own values, in and out of a transaction', async () => {
    const { services } = storage();
    const db = services.db.kysely;
    const build = vi.fn();
    const insert = prepared<{ key: string; now: number }, never>((db, p) => {
      build();
      return db.insertInto('identity_guards').values({ key: p('key'), failures: 7, updated_at: p('now') });
    });
    const byKey = prepared<{ key: string }, { failures: number; updated_at: number }>((db, p) =>
      db.selectFrom('identity_guards').select(['failures', 'updated_at']).where('key', '=', p('key')),
    );
    await insert(db, { key: 'a', now: 1 });
    await db.transaction().execute((trx) => insert(trx, { key: 'b', now: 2 }));
    expect(build).toHaveBeenCalledTimes(1);
    // The constant of the build stays; each call's values are its own.
    expect(await firstRow(byKey(db, { key: 'a' }))).toMatchObject({ failures: 7 });
    expect(Number((await firstRow(byKey(db, { key: 'b' })))?.updated_at)).toBe(2);
    expect(await firstRow(byKey(db, { key: 'c' }))).toBeUndefined();

    const remove = prepared<{ key: string }, never>((db, p) =>
      db.deleteFrom('identity_guards').where('key', '=', p('key')),
    );
    expect(await affected(remove(db, { key: 'a' }))).toBe(1);
    expect(await affected(remove(db, { key: 'a' }))).toBe(0);
  });
});
