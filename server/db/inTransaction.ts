import type { Services } from '../Services';
import { createStores, type Stores } from '../stores/createStores';

/**
 * Runs `writes` in one database transaction, on both SQLite and PostgreSQL, through the stores
 * bound to it: all of them commit or none does. For writes that must be atomic (a revocation);
 * groupedWrites is the cheaper choice where each statement holds on its own.
 */
export function inTransaction<T>(services: Services, writes: (stores: Stores) => Promise<T>): Promise<T> {
  const { hasher, random, clock } = services;
  const now = () => clock.now();
  return services.db.kysely
    .transaction()
    .execute((trx) => writes(createStores(trx, { hasher, random, now })));
}
