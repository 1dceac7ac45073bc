import { useT } from './i18n/TranslateContext';
import { qrPanelCss } from './styles/qrPanel';

/**
 * spec §2 QR panel ('Scan to Sign in'), inactive by default. It draws a placeholder where the
 * code goes; the real code (and its lazy renderer) arrives with the QR channel.
 */
export default function QrPanel({
  url,
  onHide,
}: {
  url?: string | undefined;
  onHide?: (() => void) | undefined;
}) {
  const t = useT();
  return (
    <section className="qr" part="qr" aria-labelledby="sesame-qr-title" data-url={url}>
      {/* The panel's styles travel with its lazy chunk. */}
      <style>{qrPanelCss}</style>
      <h3 className="step-title" id="sesame-qr-title">
        {t('qr.title')}
      </h3>
      <div className="qr-code" part="qr-code" role="img" aria-label={t('qr.placeholder')}>
        <PlaceholderCode />
      </div>
      <p className="hint">{t('qr.hint')}</p>
      {onHide && (
        <button type="button" className="link" onClick={onHide}>
          {t('qr.hide')}
        </button>
      )}
    </section>
  );
}

/** A fixed pattern with the three finder squares, so the panel reads as a QR area at a glance. */
function PlaceholderCode() {
  const cells: string[] = [];
  for (let y = 0; y < 21; y++) {
    for (let x = 0; x < 21; x++) {
      const finder = (x < 8 && y < 8) || (x > 12 && y < 8) || (x < 8 && y > 12);
      if (!finder && (x * 7 + y * 13 + x * y) % 5 < 2) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  const finder = (x: number, y: number) =>
    `M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z`;
  return (
    <svg viewBox="-1 -1 23 23" aria-hidden="true" shapeRendering="crispEdges">
      <path fill="currentColor" fillRule="evenodd" d={finder(0, 0) + finder(14, 0) + finder(0, 14)} />
      <path fill="currentColor" d={cells.join('')} />
    </svg>
  );
}
