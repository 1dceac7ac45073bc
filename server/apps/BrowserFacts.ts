import { BusKeptEntries } from '../cache/BusKeptEntries';
import type { StatusBus } from '../channels/StatusBus';

/** The two facts the merchant config reads of storage about one browser (its state's HMAC) in an app. */
export interface BrowserFactReads {
  /** One tap is offered: the browser's device key verified an identity for the app. */
  holdsIdentity(appId: string, stateHash: string): Promise<boolean>;
  /** `isWebauthnRegistered`: a passkey for the app was created in this browser. */
  hasPasskey(appId: string, stateHash: string): Promise<boolean>;
}

type Fact = keyof BrowserFactReads;
/** A fact's read, and its value once the read has settled. */
type Facts = Partial<Record<Fact, { read: Promise<boolean>; value?: boolean }>>;

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

/**
 * The merchant config's facts about a browser, from memory (spec §7: asked on every page load,
 * by every visitor). A miss is one read; a write that changes a fact announces it once it is
 * committed (`changed`), on the status bus that reaches every instance, and the browser's facts
 * are read again. One per host: `services.browserFacts`.
 */
export class BrowserFacts {
  readonly #kept: BusKeptEntries<Facts>;

  constructor(
    now: () => number,
    private readonly bus: StatusBus,
    private readonly reads: BrowserFactReads,
  ) {
    this.#kept = new BusKeptEntries(bus, now, MAX_AGE_MS, MAX_BROWSERS);
    bus.subscribe(busId(EVERY_BROWSER), () => this.#kept.clear());
  }

  holdsIdentity(appId: string, stateHash: string): Promise<boolean> {
    return this.#fact('holdsIdentity', appId, stateHash);
  }

  hasPasskey(appId: string, stateHash: string): Promise<boolean> {
    return this.#fact('hasPasskey', appId, stateHash);
  }

  /** The fact if memory holds it now, without reading storage: undefined otherwise. */
  peek(fact: Fact, appId: string, stateHash: string): boolean | undefined {
    return this.#kept.peek(`${appId} ${stateHash}`)?.[fact]?.value;
  }

  /** After a committed write: these browsers' facts (or, with 'every', all of them) are read anew. */
  changed(stateHashes: Iterable<string> | 'every'): void {
    const ids = stateHashes === 'every' ? [EVERY_BROWSER] : new Set(stateHashes);
    for (const id of ids) this.bus.publish(busId(id));
  }

  #fact(fact: Fact, appId: string, stateHash: string): Promise<boolean> {
    const key = `${appId} ${stateHash}`;
    const facts = this.#kept.entry(key, busId(stateHash), () => ({}));
    const kept = facts[fact];
    if (kept) return kept.read;
    const entry: { read: Promise<boolean>; value?: boolean } = { read: this.reads[fact](appId, stateHash) };
    facts[fact] = entry;
    entry.read.then(
      (value) => {
        entry.value = value;
      },
      () => this.#kept.forgetEntry(key, facts),
    );
    return entry.read;
  }
}
