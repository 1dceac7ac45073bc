import { EventEmitter } from 'node:events';

/**
 * "A transaction changed": the live status stream waits on this instead of polling storage.
 * In-process here (one instance); across instances RedisStatusBus or PostgresStatusBus
 * (createStatusBus picks one) behind the same two methods. Storage stays the source of truth:
 * a subscriber re-reads the transaction, the event carries nothing but its id.
 */
export interface StatusBus {
  publish(transactionId: string): void;
  /** Calls `listener` on every change of this transaction until the returned function is called. */
  subscribe(transactionId: string, listener: () => void): () => void;
}

export class InProcessStatusBus implements StatusBus {
  readonly #events = new EventEmitter();

  constructor() {
    // One listener per open stream; the stream count is bounded elsewhere (STATUS_STREAM_MAX_OPEN).
    this.#events.setMaxListeners(0);
  }

  publish(transactionId: string): void {
    this.#events.emit(transactionId);
  }

  subscribe(transactionId: string, listener: () => void): () => void {
    this.#events.on(transactionId, listener);
    return () => this.#events.off(transactionId, listener);
  }
}
