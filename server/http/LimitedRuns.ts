/**
 * Runs queued jobs in order, at most `limit` at a time. The status streams' heartbeats all fall
 * due within the same tick when the streams opened together: started at once, 10,000 storage
 * reads hold their promises, queries and rows alive together, long enough to be promoted to the
 * old generation (a swing of ~250 MB at every heartbeat in `benchStartMemory`). Queued, they hold
 * only a function each. A job that throws is the job's own business: the queue goes on.
 */
export class LimitedRuns {
  #queue: (() => Promise<unknown>)[] = [];
  #head = 0;
  #running = 0;

  constructor(private readonly limit: number) {}

  add(job: () => Promise<unknown>): void {
    this.#queue.push(job);
    this.#next();
  }

  #next(): void {
    while (this.#running < this.limit && this.#head < this.#queue.length) {
      const job = this.#queue[this.#head++] as () => Promise<unknown>;
      if (this.#head === this.#queue.length) {
        this.#queue = [];
        this.#head = 0;
      }
      this.#running++;
      let run: Promise<unknown>;
      try {
        run = job();
      } catch {
        run = Promise.resolve();
      }
      run.then(this.#done, this.#done);
    }
  }

  readonly #done = () => {
    this.#running--;
    this.#next();
  };
}
