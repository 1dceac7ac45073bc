import { useT } from './i18n/TranslateContext';
import { Glyph } from './icons/glyphs';

/** The 'Scan to Sign in' switch under the panel's steps (desktop only: the phone scans it). */
export function QrToggle({ onShow }: { onShow: () => void }) {
  const t = useT();
  return (
    <p className="qr-toggle">
      <button type="button" className="link" part="qr-toggle" onClick={onShow}>
        <Glyph name="qr" size={16} />
        {t('entry.scanToSignIn')}
      </button>
    </p>
  );
}
