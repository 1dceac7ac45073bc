import type { SignInDetail } from '../contract/wire';
import { dispatchFlowAtom } from '../state/atoms/flowAtoms';
import { type HandOffLoader, handOffAtom } from '../state/atoms/handOffAtom';
import { sesameStore } from '../state/atoms/store';
import { hostOf, SIGN_IN_EVENT } from './events';

/** What the page's listener is told: the sign-in, and a way to keep the loader up meanwhile. */
export interface SignInEventDetail extends SignInDetail {
  /**
   * Called during the event with the work the page does with the sign-in (its server's code
   * exchange, a reload): a full-screen loader covers the page until it settles. When it rejects,
   * the panel shows the error's message and the visitor can sign in again.
   */
  waitUntil: (work: PromiseLike<unknown>) => void;
}

/** Dispatches `auth-signin` and runs the full-screen loader for work the page hands back. */
export function emitSignIn(
  container: HTMLElement | ShadowRoot | undefined,
  detail: SignInDetail,
  loader: HandOffLoader,
): void {
  const work: PromiseLike<unknown>[] = [];
  const eventDetail: SignInEventDetail = { ...detail, waitUntil: (promise) => void work.push(promise) };
  hostOf(container)?.dispatchEvent(
    new CustomEvent(SIGN_IN_EVENT, { detail: eventDetail, bubbles: true, composed: true }),
  );
  if (work.length === 0) return;
  sesameStore.set(handOffAtom, loader);
  Promise.all(work).then(
    () => sesameStore.set(handOffAtom, null),
    (error: unknown) => {
      sesameStore.set(handOffAtom, null);
      const message = error instanceof Error && error.message ? error.message : String(error);
      sesameStore.set(dispatchFlowAtom, { type: 'handOffFailed', message });
    },
  );
}

/** The loader's look from the launch parameters (URL, or the element's attributes). */
export function handOffLoaderOf(params: {
  loaderColor: string | null;
  loadingText: string | null;
  textColor: string | null;
}): HandOffLoader {
  return { color: params.loaderColor, text: params.loadingText, textColor: params.textColor };
}

/** r2wc props of the loader's attributes: `loader-color`, `loading-text`, `text-color`. */
export const LOADER_PROPS = { loaderColor: 'string', loadingText: 'string', textColor: 'string' } as const;
