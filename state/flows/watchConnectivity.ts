import { onlineAtom } from '../atoms/onlineAtom';
import type { SesameStore } from '../atoms/store';

/**
 * spec §2 root screen: the online / offline listeners, here doing what people expect
 * (docs/architecture.md §6): the notice on screen, and the sign-in told so it pauses and resumes.
 * Returns the function that removes them.
 */
export function watchConnectivity(
  store: SesameStore,
  changed: (online: boolean) => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window,
): () => void {
  if (!target) return () => {};
  const online = () => {
    store.set(onlineAtom, true);
    changed(true);
  };
  const offline = () => {
    store.set(onlineAtom, false);
    changed(false);
  };
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
  };
}
