import { useAtomValue } from 'jotai/react';
import { emailAtom } from '../state/atoms/flowAtoms';
import { useT } from './i18n/TranslateContext';
import laterStepsCss from './styles/laterSteps.css?inline';

/** spec §2: 'Sign in Successful'. */
export function Success() {
  const t = useT();
  const email = useAtomValue(emailAtom);
  return (
    <div className="step center" role="status">
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
      <h3 className="step-title">{t('success.title')}</h3>
      {email && <p className="hint">{email}</p>}
    </div>
  );
}
