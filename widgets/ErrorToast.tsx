import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { ERROR_TOAST_MS, MODAL_FADE_MS } from '../contract/constants';
import { errorAtom } from '../state/atoms/flowAtoms';
import type { FlowError } from '../state/rules/flowMachine';
import { useAtomValue } from './hooks/atomHooks';
import { useT } from './i18n/TranslateContext';

/** Holds the current error on screen without timers (the design-review page's still frames). */
export const ToastStillContext = createContext(false);

/** The slide takes as long as a modal's fade (styles.ts). */
const TOAST_SLIDE_MS = MODAL_FADE_MS;

/**
 * spec §2, §8: the error toast sits at the bottom, shows a message for 3 s and then slides away.
 * The live region stays in place so screen readers announce each new message; its text is
 * cleared once it has slid away. A cleared error (the user signed in) slides it away at once.
 */
export function ErrorToast() {
  const t = useT();
  const error = useAtomValue(errorAtom);
  const mounted = useRef(false);
  const [shown, setShown] = useState<FlowError | null>(null);
  const [visible, setVisible] = useState(false);
  const still = useContext(ToastStillContext);

  useEffect(() => {
    // Only errors raised while the panel is on screen; none left over from before it mounted.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (error) setShown(error);
    setVisible(error !== null);
    const showFor = error ? ERROR_TOAST_MS : 0;
    const hide = setTimeout(() => setVisible(false), showFor);
    const clear = setTimeout(() => setShown(null), showFor + TOAST_SLIDE_MS);
    return () => {
      clearTimeout(hide);
      clearTimeout(clear);
    };
  }, [error]);

  const current = still ? error : shown;
  const text = current && ('code' in current ? t(`error.${current.code}`) : current.message);
  return (
    <div
      className="toast"
      part="toast"
      role="alert"
      aria-atomic="true"
      data-visible={(still ? error !== null : visible) || undefined}
    >
      {text && (
        <>
          <svg className="toast-icon" viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="10" cy="10" r="9" fill="currentColor" />
            <path d="M10 5.5v5.5M10 13.6v.9" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{text}</span>
        </>
      )}
    </div>
  );
}
