/** What one measured phase gives: operations per second and latency percentiles in ms. */
export interface LatencySummary {
  count: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Operations per CPU second of the host under test: its capacity on one free core. */
  perHostCpuSecond?: number;
  /** The first failure seen, to tell what went wrong. */
  firstError?: string;
}

export function summarize(
  latencies: number[],
  errors: number,
  seconds: number,
  firstError?: string,
): LatencySummary {
  const sorted = Float64Array.from(latencies).sort();
  const at = (q: number) =>
    sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) : 0;
  const summary: LatencySummary = {
    count: sorted.length,
    errors,
    seconds,
    perSecond: sorted.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
  };
  if (firstError !== undefined) summary.firstError = firstError;
  return summary;
}

/**
 * Rounds of one phase as one figure: the median of each figure (throughput, percentiles, per host
 * CPU second) over the rounds, and the errors of all of them.
 */
export function medianSummary(rounds: LatencySummary[]): LatencySummary {
  const [first] = rounds;
  if (!first) throw new Error('medianSummary: no rounds');
  if (rounds.length === 1) return first;
  const of = (figure: (r: LatencySummary) => number) => median(rounds.map(figure));
  const summary: LatencySummary = {
    count: rounds.reduce((sum, r) => sum + r.count, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    seconds: rounds.reduce((sum, r) => sum + r.seconds, 0),
    perSecond: of((r) => r.perSecond),
    p50: of((r) => r.p50),
    p99: of((r) => r.p99),
  };
  const cpu = rounds.flatMap((r) => (r.perHostCpuSecond === undefined ? [] : [r.perHostCpuSecond]));
  if (cpu.length) summary.perHostCpuSecond = median(cpu);
  const firstError = rounds.find((r) => r.firstError !== undefined)?.firstError;
  if (firstError !== undefined) summary.firstError = firstError;
  return summary;
}

/** The middle of `values` (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (!sorted.length) return Number.NaN;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
