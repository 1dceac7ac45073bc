import { handOffAtom } from '../state/atoms/handOffAtom';
import { FullScreenLoader } from './FullScreenLoader';
import { useAtomValue } from './hooks/atomHooks';

/** The full-screen loader while the page hands a sign-in to its server (spec §2). */
export function HandOffLoader() {
  const loader = useAtomValue(handOffAtom);
  return loader && <FullScreenLoader text={loader.text} color={loader.color} textColor={loader.textColor} />;
}
