import type { OneTapConfirmation } from '../state/atoms/oneTapConfirmAtom';
import { useLayout } from './hooks/useLayout';
import { useT } from './i18n/TranslateContext';
import { Glyph } from './icons/glyphs';
import { Modal } from './Modal';

/**
 * spec §4 Channel click "One-tap shows the identity modal": "Continue as {identity}" before a
 * one-tap signs in, when the merchant's `fom` flag asks for confirmation. Continue signs in;
 * "Use another account", the cross, the backdrop or Escape go back to the channels.
 */
export default function OneTapConfirm({
  confirmation,
  merchantName,
}: {
  confirmation: OneTapConfirmation;
  merchantName: string;
}) {
  const t = useT();
  const layout = useLayout();
  const title = t('onetap.confirmTitle', { identity: confirmation.identity });
  return (
    <Modal
      title={title}
      onClose={() => confirmation.answer(false)}
      closeKind="close"
      placement={layout === 'mobile' ? 'bottom' : 'center'}
      part="onetap-confirm"
      className="onetap-confirm"
      hideTitle
    >
      <div className="confirm">
        <span className="badge" aria-hidden="true">
          <Glyph name="user" size={30} />
        </span>
        <h2 id="sesame-onetap-confirm-title">{title}</h2>
        <p>{t('onetap.confirmBody', { name: merchantName })}</p>
        <div className="actions">
          <button type="button" className="button" part="button" onClick={() => confirmation.answer(true)}>
            {t('entry.continue')}
          </button>
          <button
            type="button"
            className="button secondary"
            part="secondary-button"
            onClick={() => confirmation.answer(false)}
          >
            {t('onetap.another')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
