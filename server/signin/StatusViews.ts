import { BusKeptEntries } from '../cache/BusKeptEntries';
import type { StatusBus } from '../channels/StatusBus';
import type { TransactionRow, TransactionStore } from '../stores/TransactionStore';

/** What a status read needs of a transaction (server/signin/readStatus). */
export type StatusView = Pick<
  TransactionRow,
  'id' | 'app_id' | 'state_hash' | 'status' | 'user_id' | 'code_nonce' | 'completed_by' | 'expires_at'
>;

/** Transactions kept per instance; the oldest go first (~300 bytes each). */
const MAX_VIEWS = 20_000;
/**
 * A view is dropped when the status bus says its transaction changed (completed, failed,
 * resent, or a finished one revoked: "NOT ME"); this bounds how long one stays should a message
 * be lost (Redis away), as the status stream's heartbeat does.
 */
const MAX_AGE_MS = 15_000;

/** A transaction's kept read; a read that finds nothing is not kept. */
interface Kept {
  view?: Promise<StatusView | undefined>;
  /** The view once read. */
  read?: StatusView;
}

/**
 * Transaction status from memory (spec §9: a poll every 3 s per waiting browser). A miss
 * is one query; the status bus, which hears of every change on every instance, drops the view
 * of a pending transaction that changed, so the next read goes to storage again. One per host:
 * `services.statusViews`.
 */
export class StatusViews {
  readonly #kept: BusKeptEntries<Kept>;

  constructor(
    now: () => number,
    statusBus: StatusBus,
    private readonly transactions: TransactionStore,
  ) {
    this.#kept = new BusKeptEntries(statusBus, now, MAX_AGE_MS, MAX_VIEWS);
  }

  async get(id: string): Promise<StatusView | undefined> {
    // A status stream re-reads from its bus listener, which may run before this class's own
    // listener has dropped the view: yielding once lets every listener of the change run first.
    await undefined;
    const kept = this.#kept.entry(id, id, () => ({}));
    kept.view ??= this.#read(id, kept);
    return kept.view;
  }

  /** The view if memory holds it now, without reading storage: undefined otherwise. */
  peek(id: string): StatusView | undefined {
    return this.#kept.peek(id)?.read;
  }

  async #read(id: string, kept: Kept): Promise<StatusView | undefined> {
    const row = await this.transactions.get(id).catch((error: unknown) => {
      this.#kept.forgetEntry(id, kept);
      throw error;
    });
    if (!row) {
      this.#kept.forgetEntry(id, kept);
      return undefined;
    }
    kept.read = {
      id: row.id,
      app_id: row.app_id,
      state_hash: row.state_hash,
      status: row.status,
      user_id: row.user_id,
      code_nonce: row.code_nonce,
      completed_by: row.completed_by,
      expires_at: row.expires_at,
    };
    return kept.read;
  }
}
