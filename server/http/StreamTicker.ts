/** An open stream the ticker keeps alive and ends: times in ms on the ticker's clock. */
export interface TickedStream {
  nextBeatAt: number;
  closesAt: number;
  /** Sends a heartbeat (and whatever else is due with it). */
  beat(): void;
  /** Ends the stream: its lifetime is over. */
  expire(): void;
}

/**
 * One timer for all the long-lived streams of an instance instead of two per stream: every
 * `tickMs` it sends the heartbeats that are due and ends the streams whose lifetime is within a
 * tick of its end, so a stream never outlives its cap and beats at most a tick late. The timer
 * runs only while a stream is open.
 */
export class StreamTicker {
  readonly #streams = new Set<TickedStream>();
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly heartbeatMs: number,
    private readonly tickMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts beating `stream`; `lifetimeMs` from now it expires. */
  add(stream: Omit<TickedStream, 'nextBeatAt' | 'closesAt'>, lifetimeMs: number): TickedStream {
    const at = this.now();
    const ticked = stream as TickedStream;
    ticked.nextBeatAt = at + this.heartbeatMs;
    ticked.closesAt = at + lifetimeMs;
    this.#streams.add(ticked);
    this.#timer ??= setInterval(() => this.#tick(), this.tickMs);
    return ticked;
  }

  delete(stream: TickedStream): void {
    this.#streams.delete(stream);
    if (this.#streams.size === 0 && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }

  #tick(): void {
    const now = this.now();
    for (const stream of this.#streams) {
      if (stream.closesAt <= now + this.tickMs) {
        this.delete(stream);
        stream.expire();
      } else if (stream.nextBeatAt <= now) {
        stream.nextBeatAt += this.heartbeatMs;
        stream.beat();
      }
    }
  }
}
