import { atom } from 'jotai/vanilla';

/** The identity a one-tap is about to sign in as, waiting for the visitor's answer. */
export interface OneTapConfirmation {
  /** The identity as the host lists it (masked: `a•••a@example.com`, `+91 ••••1234`). */
  identity: string;
  answer(go: boolean): void;
}

/**
 * spec §4 Channel click "One-tap shows the identity modal": set while the modal asks "Continue as
 * {identity}" (state/flows/confirmOneTap), read by the panel (widgets/OneTapConfirmSlot).
 */
export const oneTapConfirmAtom = atom<OneTapConfirmation | null>(null);
