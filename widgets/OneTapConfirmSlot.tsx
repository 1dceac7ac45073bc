import { lazy, Suspense } from 'react';
import { oneTapConfirmAtom } from '../state/atoms/oneTapConfirmAtom';
import { useAtomValue } from './hooks/atomHooks';
import { withLaterTexts } from './i18n/english';

// Shown only when a merchant's `fom` flag asks before a one-tap: its own lazy chunk.
const OneTapConfirm = lazy(() => withLaterTexts(import('./OneTapConfirm')));

/** The panel's place for the one-tap identity modal (state/flows/confirmOneTap). */
export function OneTapConfirmSlot({ merchantName }: { merchantName: string }) {
  const confirmation = useAtomValue(oneTapConfirmAtom);
  if (!confirmation) return null;
  return (
    <Suspense fallback={null}>
      <OneTapConfirm confirmation={confirmation} merchantName={merchantName} />
    </Suspense>
  );
}
