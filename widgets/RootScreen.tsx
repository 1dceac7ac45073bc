import type { ReactNode } from 'react';
import { ErrorToast } from './ErrorToast';
import { useT } from './i18n/TranslateContext';
import { Spinner } from './Spinner';

/**
 * spec §2 root screen: a loader while loading and a (hidden until needed) error toast. Inside an
 * iframe it uses the floater layout with id auth-app-floater; otherwise a centred full-size
 * layout on white.
 */
export function RootScreen({
  loading,
  inIframe,
  children,
}: {
  loading: boolean;
  inIframe: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const content = loading ? (
    <div className="loading">
      <Spinner label={t('loading.label')} />
    </div>
  ) : (
    children
  );
  return inIframe ? (
    <div id="auth-app-floater" part="root">
      {content}
      <ErrorToast />
    </div>
  ) : (
    <div className="root-centred" part="root">
      {content}
      <ErrorToast />
    </div>
  );
}
