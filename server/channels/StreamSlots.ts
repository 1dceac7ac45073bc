import { STREAM_BUSY_RETRY_S, STREAMS_PER_IP_MAX, STREAMS_PER_STATE_MAX } from '../../contract/clientLimits';
import { SesameError } from '../errors/SesameError';

/**
 * The live status streams one instance holds open, counted in total, per browser state and per
 * client address (docs/security.md: streams per client capped), so no one client takes every slot.
 * Over any cap: 503 `stream_busy` with Retry-After; the widget then polls.
 */
export class StreamSlots {
  #total = 0;
  readonly #perState = new Map<string, number>();
  readonly #perIp = new Map<string, number>();
  readonly #caps: { total: number; perState: number; perIp: number };

  constructor(total: number, factor: number) {
    this.#caps = { total, perState: STREAMS_PER_STATE_MAX * factor, perIp: STREAMS_PER_IP_MAX * factor };
  }

  /** Takes a slot for this state and address, or throws; the returned function gives it back once. */
  take(state: string, ip: string): () => void {
    if (
      this.#total >= this.#caps.total ||
      (this.#perState.get(state) ?? 0) >= this.#caps.perState ||
      (this.#perIp.get(ip) ?? 0) >= this.#caps.perIp
    ) {
      throw new SesameError('stream_busy', { retryAfter: STREAM_BUSY_RETRY_S });
    }
    this.#total++;
    add(this.#perState, state, 1);
    add(this.#perIp, ip, 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.#total--;
      add(this.#perState, state, -1);
      add(this.#perIp, ip, -1);
    };
  }
}

function add(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
