import { afterEach, beforeEach, describe } from 'vitest';
import type { Dialect } from '../../server/db/createDatabase';
import { openStorage, type Storage } from './openStorage';
import { DIALECTS, isReachable } from './storageDialects';

/**
 * One block of storage cases, run on every dialect, each case on a fresh database.
 * The PostgreSQL run skips (with a warning printed once) when PostgreSQL is not reachable.
 */
export function describeStorage(
  title: string,
  cases: (storage: () => Storage, dialect: Dialect) => void,
): void {
  describe.each(DIALECTS)('%s', (dialect) => {
    describe.skipIf(!isReachable(dialect))(title, () => {
      let current: Storage | undefined;
      beforeEach(async () => {
        current = await openStorage(dialect, title.replace(/\W/g, '').toLowerCase().slice(0, 20));
      });
      afterEach(async () => {
        await current?.close();
        current = undefined;
      });
      cases(() => {
        if (!current) throw new Error('storage is opened before each case');
        return current;
      }, dialect);
    });
  });
}
