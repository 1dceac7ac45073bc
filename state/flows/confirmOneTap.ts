import { type OneTapConfirmation, oneTapConfirmAtom } from '../atoms/oneTapConfirmAtom';
import type { SesameStore } from '../atoms/store';

/**
 * spec §4 "The fom flag controls whether one-tap needs confirmation": shows the identity modal
 * and resolves with the visitor's answer (true: continue as that identity). Loaded only when a
 * one-tap asks for it.
 */
export function confirmOneTap(store: SesameStore, identity: string): Promise<boolean> {
  return new Promise((resolve) => {
    const asking: OneTapConfirmation = {
      identity,
      answer(go) {
        if (store.get(oneTapConfirmAtom) !== asking) return;
        store.set(oneTapConfirmAtom, null);
        resolve(go);
      },
    };
    store.set(oneTapConfirmAtom, asking);
  });
}
