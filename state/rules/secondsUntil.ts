/** Whole seconds from `now` until `until` (both epoch ms); 0 once it has passed. */
export function secondsUntil(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}
