/** How far back readiness looks at delivery outcomes. */
export const DELIVERY_HEALTH_WINDOW_MS = 5 * 60_000;
/** Failed sends in the window, with no success, that make a channel `down`. */
export const DELIVERY_DOWN_FAILURES = 3;

export type DeliveryState = 'up' | 'degraded' | 'down';

/**
 * What this instance's recent sends say about each channel's provider, for `/readyz` and the
 * operator (docs/security.md "Production fails closed", 2). Per channel over the last
 * DELIVERY_HEALTH_WINDOW_MS: `down` after DELIVERY_DOWN_FAILURES failures and no success,
 * `degraded` when some failed and some went out, `up` otherwise. A channel nothing was sent on
 * lately is not listed. Kept in memory: readiness is a property of one instance.
 */
export class DeliveryHealth {
  /** Per channel, counts in BUCKET_MS slices of the window: bounded memory however busy. */
  readonly #buckets = new Map<string, Bucket[]>();
  constructor(private readonly now: () => number) {}

  record(channel: string, ok: boolean): void {
    const at = this.now() - (this.now() % BUCKET_MS);
    const list = this.#recent(channel);
    let bucket = list.at(-1);
    if (bucket?.at !== at) {
      bucket = { at, ok: 0, failed: 0 };
      list.push(bucket);
    }
    if (ok) bucket.ok++;
    else bucket.failed++;
  }

  /** Awaits `send` and records how it went; the result (or error) is passed on unchanged. */
  async track<T>(channel: string, send: Promise<T>): Promise<T> {
    try {
      const result = await send;
      this.record(channel, true);
      return result;
    } catch (error) {
      this.record(channel, false);
      throw error;
    }
  }

  states(): Record<string, DeliveryState> {
    const out: Record<string, DeliveryState> = {};
    for (const channel of [...this.#buckets.keys()]) {
      const list = this.#recent(channel);
      const ok = list.reduce((n, b) => n + b.ok, 0);
      const failed = list.reduce((n, b) => n + b.failed, 0);
      if (ok + failed === 0) continue;
      if (failed === 0) out[channel] = 'up';
      else if (ok === 0 && failed >= DELIVERY_DOWN_FAILURES) out[channel] = 'down';
      else out[channel] = 'degraded';
    }
    return out;
  }

  #recent(channel: string): Bucket[] {
    const since = this.now() - DELIVERY_HEALTH_WINDOW_MS;
    const list = (this.#buckets.get(channel) ?? []).filter((b) => b.at > since);
    this.#buckets.set(channel, list);
    return list;
  }
}

interface Bucket {
  at: number;
  ok: number;
  failed: number;
}

const BUCKET_MS = 10_000;
