import type { Services } from '../Services';
import { createStores, type Stores } from '../stores/createStores';
import type { Throttles } from '../stores/ThrottleStore';

/**
 * Runs writes that belong together, through the stores `writes` is given. On SQLite they share
 * one transaction: one commit instead of one per statement, and the commit is what costs there.
 * On PostgreSQL each statement runs on its own, through the host's stores, as before: a
 * transaction would add two round trips (BEGIN, COMMIT) to save one commit, which measured
 * slower. So callers must not rely on the group being atomic: each statement has to hold on its
 * own (a conditional update, an idempotent insert).
 */
export function groupedWrites<T>(services: Services, writes: (stores: Stores) => Promise<T>): Promise<T> {
  const { db, hasher, random, clock } = services;
  if (db.dialect !== 'sqlite') return writes(services);
  const now = () => clock.now();
  return db.kysely.transaction().execute((trx) => writes(createStores(trx, { hasher, random, now })));
}

/**
 * The throttles a group spends: the group's own `throttles` table when the host keeps its
 * throttles there (no Redis), so the spend commits with the group; otherwise the host's (Redis).
 */
export function throttlesOf(services: Services, stores: Stores): Throttles {
  return services.throttles === services.throttleTable ? stores.throttleTable : services.throttles;
}
