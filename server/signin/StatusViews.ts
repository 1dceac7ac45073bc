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

interface Entry {
  view: StatusView;
  at: number;
  unsubscribe: () => void;
}

/**
 * Transaction status from memory (spec §9: a poll every 3 s per waiting browser). A miss
 * is one query; the status bus, which hears of every change on every instance, drops the view
 * of a pending transaction that changed, so the next read goes to storage again. One per host:
 * `services.statusViews`.
 */
export class StatusViews {
  readonly #views = new Map<string, Entry>();

  constructor(
    private readonly now: () => number,
    private readonly statusBus: StatusBus,
    private readonly transactions: TransactionStore,
  ) {}

  async get(id: string): Promise<StatusView | undefined> {
    // A status stream re-reads from its bus listener, which may run before this class's own
    // listener has dropped the view: yielding once lets every listener of the change run first.
    await undefined;
    const now = this.now();
    const hit = this.#views.get(id);
    if (hit) {
      if (now - hit.at < MAX_AGE_MS) return hit.view;
      this.#forget(id);
    }
    // Listening before the read: a change committed while it runs is not missed.
    let changed = false;
    const unsubscribe = this.statusBus.subscribe(id, () => {
      changed = true;
      this.#forget(id);
    });
    let row: TransactionRow | undefined;
    try {
      row = await this.transactions.get(id);
    } catch (error) {
      unsubscribe();
      throw error;
    }
    if (!row || changed) {
      unsubscribe();
      return row;
    }
    const view: StatusView = {
      id: row.id,
      app_id: row.app_id,
      state_hash: row.state_hash,
      status: row.status,
      user_id: row.user_id,
      code_nonce: row.code_nonce,
      completed_by: row.completed_by,
      expires_at: row.expires_at,
    };
    this.#forget(id);
    this.#views.set(id, { view, at: now, unsubscribe });
    if (this.#views.size > MAX_VIEWS) {
      const oldest = this.#views.keys().next().value;
      if (oldest !== undefined) this.#forget(oldest);
    }
    return view;
  }

  #forget(id: string): void {
    const entry = this.#views.get(id);
    if (!entry) return;
    this.#views.delete(id);
    entry.unsubscribe();
  }
}
