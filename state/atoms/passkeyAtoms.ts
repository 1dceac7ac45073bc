import { atom } from 'jotai/vanilla';

/** What the entry screen shows of passkeys: the "Sign in with a passkey" action and its progress. */
export interface PasskeyUi {
  signInAvailable: boolean;
  busy: boolean;
}

export const passkeyUiAtom = atom<PasskeyUi>({ signInAvailable: false, busy: false });

/** What the entry screen can ask of the passkey runner (state/flows/passkeyFlow.ts). */
export interface PasskeyActions {
  signIn(): void;
  /** Offers passkeys in the identifier field's autofill while the entry screen is shown. */
  startAutofill(): void;
  stopAutofill(): void;
}

export const passkeyActionsAtom = atom<PasskeyActions | null>(null);
