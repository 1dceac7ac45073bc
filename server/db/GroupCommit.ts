import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './schema';

/** Groups in one commit at most: a bound on how long the first one waits for the last. */
const MAX_GROUPS_PER_COMMIT = 64;

interface Waiting<S> {
  writes: (stores: S) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit for SQLite, where the commit is what a write costs (~100 µs: the WAL frames
 * written, the lock taken and given back). Groups of writes that arrive in the same two turns of
 * the event loop run one after another in one transaction and share its commit; each waits for that
 * commit before its caller goes on, so nothing is answered that a crash could lose.
 *
 * Each group runs under a savepoint: one that throws rolls back its own writes only, and its
 * caller gets its error, as if it had run alone. Groups see each other's writes in order, as
 * consecutive transactions would. A group taken alone (the host is not busy) runs without one.
 */
export class GroupCommit<S> {
  private waiting: Waiting<S>[] = [];
  private flushing = false;

  constructor(
    private readonly db: Kysely<Database>,
    /** The stores a group writes through, bound to the shared transaction. */
    private readonly storesOf: (trx: Transaction<Database>) => S,
  ) {}

  run<T>(writes: (stores: S) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ writes, resolve: resolve as (value: unknown) => void, reject });
      if (this.flushing) return;
      this.flushing = true;
      // After the I/O callbacks of this turn and the next: every group they started shares the
      // commit. Waiting one turn more costs a lone write microseconds on an idle host, and under
      // load it took the commits per sign-in from 0.85 to 0.55 (docs/benchmarks.md).
      setImmediate(() => setImmediate(() => void this.flush()));
    });
  }

  private async flush(): Promise<void> {
    try {
      while (this.waiting.length) await this.commit(this.waiting.splice(0, MAX_GROUPS_PER_COMMIT));
    } finally {
      // Whatever happened, the next group to arrive starts a flush of its own.
      this.flushing = false;
    }
  }

  private async commit(batch: Waiting<S>[]): Promise<void> {
    const outcomes: Outcome[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        const stores = this.storesOf(trx);
        if (batch.length === 1) {
          outcomes.push({ ok: true, value: await batch[0]!.writes(stores) });
          return;
        }
        for (const group of batch) outcomes.push(await underSavepoint(trx, () => group.writes(stores)));
      });
    } catch (error) {
      // The commit failed, or the only group threw: no group's writes were kept.
      for (const group of batch) group.reject(error);
      return;
    }
    batch.forEach((group, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) group.resolve(outcome.value);
      else group.reject(outcome.error);
    });
  }
}

async function underSavepoint(trx: Transaction<Database>, writes: () => Promise<unknown>): Promise<Outcome> {
  await sql`savepoint grp`.execute(trx);
  try {
    const value = await writes();
    await sql`release grp`.execute(trx);
    return { ok: true, value };
  } catch (error) {
    await sql`rollback to grp`.execute(trx);
    await sql`release grp`.execute(trx);
    return { ok: false, error };
  }
}
