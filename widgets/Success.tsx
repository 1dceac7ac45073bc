import { useEffect, useRef } from 'react';
import { identityAtom } from '../state/atoms/flowAtoms';
import { useAtomValue } from './hooks/atomHooks';
import { useT } from './i18n/TranslateContext';
import laterStepsCss from './styles/laterSteps.css?inline';

/**
 * spec §2: 'Sign in Successful' and who signed in (the email, the phone number, the passkey's or
 * the provider's account). Focus moves to it and it is announced (docs/widget.md).
 */
export function Success() {
  const t = useT();
  const identity = useAtomValue(identityAtom);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="step center" role="status" aria-live="polite" aria-atomic="true">
      <style>{laterStepsCss}</style>
      <svg className="check" viewBox="0 0 56 56" aria-hidden="true">
        <circle cx="28" cy="28" r="26" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M17 29l7 7 15-16"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h3 className="step-title" ref={title} tabIndex={-1}>
        {t('success.title')}
      </h3>
      {identity && <p className="hint">{identity}</p>}
    </div>
  );
}
