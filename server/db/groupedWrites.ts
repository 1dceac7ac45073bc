import type { Services } from '../Services';
import { createStores, type Stores } from '../stores/createStores';
import type { Throttles } from '../stores/ThrottleStore';
import { GroupCommit } from './GroupCommit';

/** Each SQLite host's group commit (one per services, so per database connection). */
const commits = new WeakMap<Services, GroupCommit<Stores>>();

/**
 * Runs writes that belong together, through the stores `writes` is given. On SQLite they share
 * one transaction, and with them the groups that other requests start in the same turn of the
 * event loop (server/db/GroupCommit): one commit for all, and the commit is what costs there.
 * A group that throws keeps none of its writes. On PostgreSQL each statement runs on its own,
 * through the host's stores, as before: a transaction would add two round trips (BEGIN, COMMIT)
 * to save one commit, which measured slower. So callers must not rely on the group being atomic:
 * each statement has to hold on its own (a conditional update, an idempotent insert).
 */
export function groupedWrites<T>(services: Services, writes: (stores: Stores) => Promise<T>): Promise<T> {
  if (services.db.dialect !== 'sqlite') return writes(services);
  let commit = commits.get(services);
  if (!commit) {
    const { hasher, random, clock } = services;
    const now = () => clock.now();
    commit = new GroupCommit(services.db.kysely, (trx) => createStores(trx, { hasher, random, now }));
    commits.set(services, commit);
  }
  return commit.run(writes);
}

/**
 * The throttles a group spends: the group's own `throttles` table when the host keeps its
 * throttles there (no Redis), so the spend commits with the group; otherwise the host's (Redis).
 */
export function throttlesOf(services: Services, stores: Stores): Throttles {
  return services.throttles === services.throttleTable ? stores.throttleTable : services.throttles;
}
