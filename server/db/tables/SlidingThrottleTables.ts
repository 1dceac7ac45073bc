/** Migration 008_sliding_throttles: the sliding-window log of a throttle. */
export interface SlidingThrottleTables {
  /**
   * `hits`: the times of the last accepted hits, newest first (ThrottleStore, slidingWindow.ts).
   * `window_start` is the row's first hit and `count` its accepted hits since.
   */
  throttles: { hits: string };
}
