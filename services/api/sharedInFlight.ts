const inFlight = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * One request for `key` at a time, shared by every API client that sends through the same
 * `fetch` (the page's own, or a test's): the state the elements' early calls started
 * (elements/earlyCalls.ts) is the one the floater's client waits for, not a second request.
 * An answer stays shared for `keepMs(answer)` after it arrived (0: not at all), for a caller that
 * comes just after it.
 */
export function sharedInFlight<T>(
  fetchFn: object,
  key: string,
  keepMs: (answer: T) => number,
  start: () => Promise<T>,
): Promise<T> {
  const pending = inFlight.get(fetchFn) ?? new Map<string, Promise<unknown>>();
  inFlight.set(fetchFn, pending);
  const existing = pending.get(key);
  if (existing) return existing as Promise<T>;
  const promise = start();
  pending.set(key, promise);
  const forget = () => {
    if (pending.get(key) === promise) pending.delete(key);
  };
  promise.then((answer) => {
    const keep = keepMs(answer);
    if (keep > 0) setTimeout(forget, keep);
    else forget();
  }, forget);
  return promise;
}
