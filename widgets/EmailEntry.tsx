import { useAtomValue } from 'jotai/react';
import type { FormEvent } from 'react';
import { busyAtom, emailAtom, entryProblemAtom } from '../state/flowAtoms';
import type { SignInFlow } from '../state/signInFlow';
import { useT } from './i18n/TranslateContext';
import { Spinner } from './Spinner';

interface EmailEntryProps {
  flow: Pick<SignInFlow, 'setEmail' | 'submitEmail'>;
  /** Focus the field when the user came back to it, never on page load. */
  autoFocus: boolean;
}

/** spec §2: 'Enter phone or email' and 'Continue'. This first cut signs in by email. */
export function EmailEntry({ flow, autoFocus }: EmailEntryProps) {
  const t = useT();
  const email = useAtomValue(emailAtom);
  const problem = useAtomValue(entryProblemAtom);
  const busy = useAtomValue(busyAtom);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flow.submitEmail();
  };
  return (
    <form className="step" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label className="label" htmlFor="sesame-identifier">
          {t('entry.label')}
        </label>
        <input
          id="sesame-identifier"
          className="input"
          part="input"
          type="text"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('entry.placeholder')}
          value={email}
          onChange={(event) => flow.setEmail(event.target.value)}
          readOnly={busy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'sesame-identifier-problem' : undefined}
          // biome-ignore lint/a11y/noAutofocus: focus follows the user's own step change, never page load.
          autoFocus={autoFocus}
        />
        {problem && (
          <p id="sesame-identifier-problem" className="field-error" role="alert">
            {t(`entry.${problem}`)}
          </p>
        )}
      </div>
      <button className="button" part="button" type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy && <Spinner size="small" />}
        {t('entry.continue')}
      </button>
    </form>
  );
}
