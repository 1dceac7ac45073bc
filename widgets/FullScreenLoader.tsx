import type { CSSProperties } from 'react';
import { useT } from './i18n/TranslateContext';

/**
 * spec §2 full-screen loader (the WordPress form integration), with the `loaderColor`,
 * `loadingText` and `textColor` URL parameters when given.
 */
export function FullScreenLoader({
  text,
  color,
  textColor,
}: {
  text?: string | null | undefined;
  color?: string | null | undefined;
  textColor?: string | null | undefined;
}) {
  const t = useT();
  const style = {
    ...(color ? { '--_spin': color } : {}),
    ...(textColor ? { color: textColor } : {}),
  } as CSSProperties;
  return (
    <div className="fullscreen-loader" part="loader" role="status" aria-live="polite">
      <div className="inner" style={style}>
        <span className="spinner" aria-hidden="true" />
        <span>{text ?? t('loading.label')}</span>
      </div>
    </div>
  );
}
