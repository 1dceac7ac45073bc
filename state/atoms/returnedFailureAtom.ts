import { atom } from 'jotai/vanilla';
import type { SsoChannel } from '../../contract/sso';

/** A sign-in provider's sign-in that came back failed (state/flows/finishReturnedSignIn). */
export interface ReturnedFailure {
  channel: SsoChannel;
  /** The visitor went back at the provider (`sso_cancelled`), rather than the provider failing. */
  cancelled: boolean;
}

/**
 * docs/widget.md "Sign-ins that come back to the page": set when a provider sent the visitor back
 * with an error, so the panel says which provider and what happened (widgets/SsoReturnError)
 * until the visitor tries again or picks another channel.
 */
export const returnedFailureAtom = atom<ReturnedFailure | null>(null);
