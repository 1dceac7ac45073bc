import { useEffect } from 'react';
import { useT } from './i18n/TranslateContext';
import { Spinner } from './Spinner';

/**
 * spec §2 code-verification screen: only a loader while `run` (the redirect-URI call with the
 * `code` query parameter, which then removes the parameter) is under way.
 */
export function CodeVerification({ run }: { run: () => Promise<void> }) {
  const t = useT();
  useEffect(() => {
    void run();
  }, [run]);
  return (
    <div className="loading" part="code-verification">
      <Spinner label={t('loading.label')} />
    </div>
  );
}
