import { onlineAtom } from '../state/atoms/onlineAtom';
import { feedbackCss } from './feedbackCss';
import { useAtomValue } from './hooks/atomHooks';
import { useT } from './i18n/TranslateContext';

/** docs/widget.md: offline, the panel says so; the sign-in waits and carries on when back. */
export function OfflineNotice() {
  const t = useT();
  const online = useAtomValue(onlineAtom);
  return (
    <>
      <style>{feedbackCss}</style>
      <div className="live" role="status" aria-live="polite">
        {!online && (
          <p className="notice" part="offline">
            {t('offline.notice')}
          </p>
        )}
      </div>
    </>
  );
}
