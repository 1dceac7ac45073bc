import { performance } from 'node:perf_hooks';
import { type LatencySummary, summarize } from './latencySummary';
import { processCpuSeconds } from './processStats';

export interface LoadOptions<T> {
  /** Operations in flight at once (each worker waits for its answer before the next: closed loop). */
  concurrency: number;
  /** How long to measure; stops earlier when `next` runs out. */
  durationMs: number;
  /** The next operation's input for a worker, or undefined when there is no more work. */
  next: (worker: number) => T | undefined;
  /** One operation; throws when it failed. */
  run: (input: T, worker: number) => Promise<void>;
  /** The host under test, to count the CPU time it spent on the operations. */
  hostPid?: number;
}

/**
 * A small closed-loop load generator (autocannon-style): `concurrency` workers each run one
 * operation after another until the time is up, and every operation's latency is recorded.
 */
export async function runLoad<T>(options: LoadOptions<T>): Promise<LatencySummary> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const cpuBefore = options.hostPid === undefined ? 0 : processCpuSeconds(options.hostPid);
  const start = performance.now();
  const deadline = start + options.durationMs;
  const worker = async (id: number) => {
    while (performance.now() < deadline) {
      const input = options.next(id);
      if (input === undefined) return;
      const t0 = performance.now();
      try {
        await options.run(input, id);
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, i) => worker(i)));
  const summary = summarize(latencies, errors, (performance.now() - start) / 1000, firstError);
  if (options.hostPid !== undefined) {
    const cpu = processCpuSeconds(options.hostPid) - cpuBefore;
    if (cpu > 0) summary.perHostCpuSecond = summary.count / cpu;
  }
  return summary;
}
