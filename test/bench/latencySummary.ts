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
