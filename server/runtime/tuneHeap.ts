import { setFlagsFromString } from 'node:v8';

/**
 * After each full collection V8 lets the old generation grow to this much more than what
 * survived before the next one. V8's own factor rises to 4× under a steady allocation rate, and
 * the pages it grew stay committed long after the load is gone: a host that had served a few
 * seconds of sign-ins kept ~130 MB of old space for ~35 MB of live objects. At 1.5× it keeps
 * ~50 MB for the same load, at no measurable cost in throughput (docs/benchmarks.md).
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * V8's heap settings for the host, set first at start; V8 reads them as it collects.
 *
 * - The old generation's growth, HEAP_GROWING_PERCENT.
 * - No allocation-site pretenuring: V8 may decide, from what survived a few young collections,
 *   that everything a given line allocates is long-lived and put it straight into the old
 *   generation. A host's objects live for one request; once such a decision was taken (seen on
 *   hosts running with Redis), every request's objects went to the old generation,
 *   young collections took 4–6 ms instead of 0.2–0.6 ms, full collections came every ~120 ms,
 *   and a bare health check answered 30,000 req/s instead of 56,000 (docs/benchmarks.md).
 */
export function tuneHeap(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  setFlagsFromString('--no-allocation-site-pretenuring');
}
