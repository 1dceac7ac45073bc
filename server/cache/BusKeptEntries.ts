import type { StatusBus } from '../channels/StatusBus';

interface Entry<T> {
  data: T;
  /** When the entry stops counting, on `now`'s clock. */
  until: number;
  unsubscribe: () => void;
}

/**
 * The share of `maxAgeMs` over which entries' ends are spread: entries made together (a burst of
 * sign-ins, or a host's first seconds) would otherwise all be read again within the same moment.
 */
const END_SPREAD = 0.25;

/**
 * Per-key data kept in memory until the status bus announces a change to it, which every
 * instance hears (server/channels/createStatusBus). An entry listens from the moment it is made,
 * before anything is read into it, so a change committed while a read runs drops what it read.
 * `maxAgeMs` bounds how long an entry stays should a message be lost (Redis away): each one ends
 * at a random point of that bound's last quarter. Past `max` entries the oldest goes.
 * StatusViews and BrowserFacts keep their reads here.
 */
export class BusKeptEntries<T> {
  readonly #entries = new Map<string, Entry<T>>();

  constructor(
    private readonly bus: StatusBus,
    private readonly now: () => number,
    private readonly maxAgeMs: number,
    private readonly max: number,
  ) {}

  /** The live entry of `key`, or a new one made by `make` that the bus message `busId` drops. */
  entry(key: string, busId: string, make: () => T): T {
    const now = this.now();
    const kept = this.#entries.get(key);
    if (kept && now < kept.until) return kept.data;
    this.forget(key);
    const data = make();
    const unsubscribe = this.bus.subscribe(busId, () => this.forgetEntry(key, data));
    const until = now + this.maxAgeMs * (1 - END_SPREAD * Math.random());
    this.#entries.set(key, { data, until, unsubscribe });
    if (this.#entries.size > this.max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    return data;
  }

  /** The live entry of `key`, or undefined: nothing is made. */
  peek(key: string): T | undefined {
    const kept = this.#entries.get(key);
    return kept && this.now() < kept.until ? kept.data : undefined;
  }

  /** Drops `key`'s entry if it is still `data` (a read that failed or found nothing to keep). */
  forgetEntry(key: string, data: T): void {
    if (this.#entries.get(key)?.data === data) this.forget(key);
  }

  forget(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    entry.unsubscribe();
  }

  /** Drops every entry: a change whose keys are not known. */
  clear(): void {
    for (const key of [...this.#entries.keys()]) this.forget(key);
  }
}
