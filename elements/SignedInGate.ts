import type { ReactNode } from 'react';
import { stepAtom } from '../state/atoms/flowAtoms';
import { useAtomValue } from '../widgets/hooks/atomHooks';

/**
 * docs/widget.md "Keeping the visitor signed in": the `usersignedin` attribute, read live (set or
 * removed at any time). A prompt to sign in (the announcement bar, the one-tap sheet) also steps
 * aside once a sign-in finished on this page, so it never offers a signed-in visitor to sign in.
 * The panel stays while its success screen is up (it closes itself), then goes.
 */
export function SignedInGate({
  signedIn,
  kind,
  children,
}: {
  /** The element's `usersignedin` attribute. */
  signedIn: boolean;
  kind: 'panel' | 'prompt';
  children?: ReactNode;
}): ReactNode {
  const finishedHere = useAtomValue(stepAtom) === 'success';
  const hidden = kind === 'panel' ? signedIn && !finishedHere : signedIn || finishedHere;
  return hidden ? null : (children ?? null);
}
