import { type FormEvent, lazy, Suspense } from 'react';
import type { Country } from '../contract/wire';
import {
  busyAtom,
  dispatchFlowAtom,
  emailAtom,
  entryProblemAtom,
  flowStateAtom,
} from '../state/atoms/flowAtoms';
import type { SignInFlow } from '../state/flows/signInFlow';
import { classifyIdentifier } from '../state/rules/classifyIdentifier';
import { entryIdentifiers } from '../state/rules/entryIdentifiers';
import { useAtomValue, useSetAtom } from './hooks/atomHooks';
import { withLaterTexts } from './i18n/english';
import { useT } from './i18n/TranslateContext';
import { Glyph } from './icons/glyphs';
import { PasskeySignIn } from './PasskeySignIn';
import { Spinner } from './Spinner';
import { useCountdown } from './useCountdown';

// Only phone numbers typed without '+' need the selector: it loads when it first shows.
const CountrySelector = lazy(() => withLaterTexts(import('./CountrySelector')));

interface EmailEntryProps {
  flow: Pick<SignInFlow, 'setEmail' | 'submitEmail'>;
  /** Focus the field when the user came back to it, never on page load. */
  autoFocus: boolean;
  loadCountries: () => Promise<Country[]>;
}

/**
 * spec §2: "Let's Sign In", 'Enter phone or email' and 'Continue'. A phone number typed without
 * '+' brings up the country-code selector.
 */
export function EmailEntry({ flow, autoFocus, loadCountries }: EmailEntryProps) {
  const t = useT();
  const email = useAtomValue(emailAtom);
  const problem = useAtomValue(entryProblemAtom);
  const busy = useAtomValue(busyAtom);
  const { countryCode, nextIdentifier, config, entryRefusal, waitUntil } = useAtomValue(flowStateAtom);
  const wait = useCountdown(waitUntil);
  // docs/widget.md: the host's refusal of the identifier, or its wait, is said under the field.
  const fieldError = problem
    ? t(`entry.${problem}`)
    : (entryRefusal ?? (wait > 0 ? t('code.waitSeconds', { seconds: wait }) : null));
  const takes = entryIdentifiers(config, nextIdentifier);
  const dispatch = useSetAtom(dispatchFlowAtom);
  const showCountry = classifyIdentifier(email) === 'phone' && !email.trim().startsWith('+');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flow.submitEmail();
  };
  return (
    <form className="step" onSubmit={onSubmit} noValidate>
      {/* spec §4: one identifier verified, a mandatory one left: the next-step text. */}
      <h3 className="step-title">{t(nextIdentifier ? 'announcement.nextStep' : 'entry.title')}</h3>
      <div className="field">
        <label className="label" htmlFor="sesame-identifier">
          {t(takes === 'email' ? 'entry.labelEmail' : takes === 'phone' ? 'entry.labelPhone' : 'entry.label')}
        </label>
        <div className="identifier">
          {showCountry && (
            <Suspense fallback={<CountryButtonPlaceholder dialCode={countryCode} />}>
              <CountrySelector
                dialCode={countryCode}
                loadCountries={loadCountries}
                onChange={(dialCode) => dispatch({ type: 'countryChanged', dialCode })}
              />
            </Suspense>
          )}
          <input
            id="sesame-identifier"
            className="input"
            part="input"
            type="text"
            inputMode={takes === 'phone' ? 'tel' : 'email'}
            // Passkeys appear in the field's autofill too (widgets/PasskeySignIn).
            autoComplete="username webauthn"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={takes === 'phone' ? undefined : t('entry.placeholder')}
            value={email}
            onChange={(event) => flow.setEmail(event.target.value)}
            readOnly={busy}
            aria-invalid={problem || entryRefusal ? true : undefined}
            aria-describedby={fieldError ? 'sesame-identifier-problem' : undefined}
            // biome-ignore lint/a11y/noAutofocus: focus follows the user's own step change, never page load.
            autoFocus={autoFocus}
          />
        </div>
        {fieldError && (
          <p id="sesame-identifier-problem" className="field-error" role={wait > 0 ? undefined : 'alert'}>
            {fieldError}
          </p>
        )}
      </div>
      <button className="button" part="button" type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy && <Spinner size="small" />}
        {t('entry.continue')}
      </button>
      <PasskeySignIn />
    </form>
  );
}

/** The selector's button as it looks, while its chunk loads: the field does not jump. */
function CountryButtonPlaceholder({ dialCode }: { dialCode: string }) {
  return (
    <span className="country-button" part="country-button" aria-hidden="true">
      {dialCode}
      <Glyph name="chevronDown" size={16} />
    </span>
  );
}
