import { SUCCESS_CLOSE_DELAY_MS } from '../../contract/constants';
import { stepAtom } from '../atoms/flowAtoms';
import { handOffAtom } from '../atoms/handOffAtom';
import type { SesameStore } from '../atoms/store';
import { dispatchWidgetAtom } from '../atoms/widgetAtoms';

/**
 * docs/widget.md: 'Sign in Successful' shows for SUCCESS_CLOSE_DELAY_MS, then the floater closes
 * itself (hidden: the visitor is signed in). While the page still hands the sign-in to its server
 * (`waitUntil`), it waits for that; a refusal there goes back to the entry and nothing closes.
 */
export function closeAfterSuccess(store: SesameStore): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let due = false;
  const close = () => {
    if (due && store.get(stepAtom) === 'success' && store.get(handOffAtom) === null)
      store.set(dispatchWidgetAtom, { type: 'hide' });
  };
  const onStep = () => {
    clearTimeout(timer);
    due = false;
    if (store.get(stepAtom) !== 'success') return;
    timer = setTimeout(() => {
      due = true;
      close();
    }, SUCCESS_CLOSE_DELAY_MS);
  };
  const unsubscribeStep = store.sub(stepAtom, onStep);
  const unsubscribeHandOff = store.sub(handOffAtom, close);
  onStep();
  return () => {
    clearTimeout(timer);
    unsubscribeStep();
    unsubscribeHandOff();
  };
}
