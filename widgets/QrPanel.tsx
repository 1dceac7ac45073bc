import { useT } from './i18n/TranslateContext';
import { QrSvg } from './QrSvg';
import type { QrActions } from './qrActions';
import qrPanelCss from './styles/qrPanel.css?inline';
import { useQrSignIn } from './useQrSignIn';

/**
 * spec §2 QR panel ('Scan to Sign in'), inactive by default. Connected (`qr`), it shows the QR
 * code of a QR sign-in the phone scans (QR across devices); with a fixed `url` (the
 * design-review page) it draws that url. The link under the code is the text fallback, shown
 * short (host and path, no 43-character reference).
 */
export default function QrPanel({
  url,
  qr,
  onHide,
}: {
  url?: string | undefined;
  qr?: QrActions | undefined;
  onHide?: (() => void) | undefined;
}) {
  const t = useT();
  const signIn = useQrSignIn(qr);
  const shown = signIn && 'url' in signIn ? signIn.url : url;
  return (
    <section className="qr" part="qr" aria-labelledby="sesame-qr-title" data-url={shown}>
      {/* The panel's styles travel with its lazy chunk. */}
      <style>{qrPanelCss}</style>
      <h3 className="step-title" id="sesame-qr-title">
        {t('qr.title')}
      </h3>
      <div
        className="qr-code"
        part="qr-code"
        role="img"
        aria-label={t('qr.placeholder')}
        aria-describedby="sesame-qr-hint"
        aria-busy={shown ? undefined : true}
      >
        {shown ? <QrCode text={shown} /> : <PlaceholderCode />}
      </div>
      <p className="hint" id="sesame-qr-hint">
        {t('qr.hint')}
      </p>
      {signIn && 'matchCode' in signIn && (
        <p className="qr-match" part="qr-match">
          {t('qr.match')}
          <strong data-match-code="">{signIn.matchCode}</strong>
        </p>
      )}
      {signIn && 'error' in signIn && (
        <p className="qr-error" role="alert">
          {signIn.error}
        </p>
      )}
      {shown && (
        <a
          className="qr-link"
          part="qr-link"
          href={shown}
          target="_blank"
          rel="noopener noreferrer"
          dir="ltr"
        >
          {shortLink(shown)}
        </a>
      )}
      {onHide && (
        <button type="button" className="link" onClick={onHide}>
          {t('qr.hide')}
        </button>
      )}
    </section>
  );
}

/** The code itself, with a placeholder while the encoder's chunk loads. */
function QrCode({ text }: { text: string }) {
  return <QrSvg text={text} placeholder={<PlaceholderCode />} />;
}

/** A fixed pattern with the three finder squares, shown while the code is on its way. */
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

/** `sesame.example/q/…`: where the link goes, without the long one-time reference. */
function shortLink(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return `${host}${pathname.slice(0, pathname.lastIndexOf('/') + 1)}…`;
  } catch {
    return url;
  }
}
