import type { StatusBus } from '../channels/StatusBus';

/** The two facts the merchant config reads of storage about one browser (its state's HMAC) in an app. */
export interface BrowserFactReads {
  /** One tap is offered: the browser's device key verified an identity for the app. */
  holdsIdentity(appId: string, stateHash: string): Promise<boolean>;
  /** `isWebauthnRegistered`: a passkey for the app was created in this browser. */
  hasPasskey(appId: string, stateHash: string): Promise<boolean>;
}

type Fact = keyof BrowserFactReads;

/** Browsers kept per instance (~400 bytes each); the oldest go first. */
const MAX_BROWSERS = 10_000;
/**
 * How long a fact is kept. Every change is announced on the status bus and drops it at once;
 * this bounds how long one stays should a message be lost (Redis away), and how late an
 * identity that aged out of one tap (ONETAP_MAX_AGE_MS) stops being offered.
 */
const MAX_AGE_MS = 15_000;
/** The bus message for "a change whose browsers are not known": every fact is dropped. */
const EVERY_BROWSER = '*';
const busId = (stateHash: string) => `browser ${stateHash}`;

interface Entry {
  at: number;
  facts: Partial<Record<Fact, Promise<boolean>>>;
  unsubscribe: () => void;
}

/**
 * The merchant config's facts about a browser, from memory (spec §7: asked on every page load,
 * by every visitor). A miss is one read; a write that changes a fact announces it once it is
 * committed (`changed`), on the status bus that reaches every instance, and the browser's facts
 * are read again. One per host: `services.browserFacts`.
 */
export class BrowserFacts {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number,
    private readonly bus: StatusBus,
    private readonly reads: BrowserFactReads,
  ) {
    bus.subscribe(busId(EVERY_BROWSER), () => {
      for (const key of [...this.#entries.keys()]) this.#forget(key);
    });
  }

  holdsIdentity(appId: string, stateHash: string): Promise<boolean> {
    return this.#fact('holdsIdentity', appId, stateHash);
  }

  hasPasskey(appId: string, stateHash: string): Promise<boolean> {
    return this.#fact('hasPasskey', appId, stateHash);
  }

  /** After a committed write: these browsers' facts (or, with 'every', all of them) are read anew. */
  changed(stateHashes: Iterable<string> | 'every'): void {
    const ids = stateHashes === 'every' ? [EVERY_BROWSER] : new Set(stateHashes);
    for (const id of ids) this.bus.publish(busId(id));
  }

  #fact(fact: Fact, appId: string, stateHash: string): Promise<boolean> {
    const key = `${appId} ${stateHash}`;
    const now = this.now();
    let entry = this.#entries.get(key);
    if (entry && now - entry.at >= MAX_AGE_MS) {
      this.#forget(key);
      entry = undefined;
    }
    if (!entry) {
      // Listening before the read: a change committed while it runs drops what it read.
      const unsubscribe = this.bus.subscribe(busId(stateHash), () => this.#forget(key));
      entry = { at: now, facts: {}, unsubscribe };
      this.#entries.set(key, entry);
      if (this.#entries.size > MAX_BROWSERS) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#forget(oldest);
      }
    }
    const kept = entry.facts[fact];
    if (kept) return kept;
    const read = this.reads[fact](appId, stateHash);
    entry.facts[fact] = read;
    const held = entry;
    read.catch(() => {
      if (this.#entries.get(key) === held) this.#forget(key);
    });
    return read;
  }

  #forget(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    entry.unsubscribe();
  }
}
