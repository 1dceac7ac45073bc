import type { StatusWatcher } from './statusWatcher';

/**
 * The sign-in's side of online / offline (docs/widget.md): offline, the status watch pauses (no
 * polls, no stream); back online it re-checks the status at once and a typed code is sent.
 */
export function createConnectivity(current: () => StatusWatcher | undefined, onBack: () => void) {
  let online = globalThis.navigator?.onLine ?? true;
  return {
    online: () => online,
    /** A new watch starts paused while offline. */
    track(watcher: StatusWatcher): StatusWatcher {
      if (!online) watcher.pause();
      return watcher;
    },
    changed(now: boolean): void {
      if (now === online) return;
      online = now;
      if (!now) {
        current()?.pause();
        return;
      }
      current()?.resume();
      onBack();
    },
  };
}
