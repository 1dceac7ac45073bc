import { setFlagsFromString } from 'node:v8';

/**
 * After each full collection V8 lets the old generation grow to this much more than what
 * survived before the next one. V8's own factor rises to 4× under a steady allocation rate, and
 * the pages it grew stay committed long after the load is gone: a host that had served a few
 * seconds of sign-ins kept ~130 MB of old space for ~35 MB of live objects. At 1.5× it keeps
 * ~50 MB for the same load, at no measurable cost in throughput (docs/benchmarks.md).
 */
export const HEAP_GROWING_PERCENT = 50;

/** Sets V8's old-generation growth for this process; V8 reads it at every full collection. */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
