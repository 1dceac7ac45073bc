import { loadSignInSteps, type SignInSteps } from './loadSignInSteps';
import type { StatusWatcher } from './statusWatcher';

/**
 * A status watch (state/flows/watchSignIn) whose code is in the sign-in steps' lazy chunk: it
 * starts once the chunk is here, paused if it was paused meanwhile, and not at all if stopped.
 * When the chunk cannot be fetched (offline), being resumed tries again.
 */
export function deferredWatcher(start: (steps: SignInSteps) => StatusWatcher): StatusWatcher {
  let watcher: StatusWatcher | null = null;
  let stopped = false;
  let paused = false;
  const begin = () =>
    loadSignInSteps().then(
      (steps) => {
        if (stopped || watcher) return;
        watcher = start(steps);
        if (paused) watcher.pause();
      },
      () => {},
    );
  void begin();
  return {
    stop() {
      stopped = true;
      watcher?.stop();
    },
    pause() {
      paused = true;
      watcher?.pause();
    },
    resume() {
      paused = false;
      if (watcher) watcher.resume();
      else void begin();
    },
  };
}
