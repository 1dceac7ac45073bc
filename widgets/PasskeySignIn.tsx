import { useEffect } from 'react';
import { passkeyActionsAtom, passkeyUiAtom } from '../state/atoms/passkeyAtoms';
import { useAtomValue } from './hooks/atomHooks';
import { useT } from './i18n/TranslateContext';
import { Spinner } from './Spinner';

/**
 * "Sign in with a passkey" under the identifier field (docs/architecture.md §6: passkey sign-in is
 * on). While it is shown, the field's autofill offers the site's passkeys too, where the browser
 * supports it (conditional mediation; the field is `autocomplete="username webauthn"`).
 */
export function PasskeySignIn() {
  const t = useT();
  const ui = useAtomValue(passkeyUiAtom);
  const actions = useAtomValue(passkeyActionsAtom);
  const available = actions !== null && ui.signInAvailable;

  useEffect(() => {
    if (!available) return;
    actions.startAutofill();
    return () => actions.stopAutofill();
  }, [actions, available]);

  if (!available) return null;
  return (
    <button
      type="button"
      className="button secondary"
      part="passkey-button"
      onClick={() => actions.signIn()}
      disabled={ui.busy}
      aria-busy={ui.busy || undefined}
    >
      {ui.busy && <Spinner size="small" />}
      {t('passkey.signIn')}
    </button>
  );
}
