import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { MODAL_FADE_MS } from '../contract/constants';
import { useFocusTrap } from './hooks/useFocusTrap';
import { useT } from './i18n/TranslateContext';
import { Glyph } from './icons/glyphs';
import { modalCss } from './styles/modalCss';

export interface ModalProps {
  title: string;
  /** Back (backdrop click, Escape, the arrow or the cross): the modal fades out, then this runs. */
  onClose: () => void;
  /** spec §2: a back arrow or a close cross. */
  closeKind?: 'back' | 'close';
  /** spec §2: placed top or bottom (bottom: a sheet). */
  placement?: 'top' | 'center' | 'bottom';
  className?: string;
  part?: string;
  /** The content shows its own heading; the title is then only announced. */
  hideTitle?: boolean;
  children: ReactNode;
}

/**
 * spec §2 modal wrapper: fades in and out over 300 ms over a blurred backdrop; clicking the
 * backdrop acts as back. Focus stays inside while it is open and returns where it was on close.
 */
export function Modal({
  title,
  onClose,
  closeKind = 'back',
  placement = 'center',
  className,
  part,
  hideTitle = false,
  children,
}: ModalProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [closing, setClosing] = useState(false);
  const close = useCallback(() => setClosing(true), []);
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(onClose, MODAL_FADE_MS);
    return () => clearTimeout(timer);
  }, [closing, onClose]);
  useFocusTrap(box, close, !closing);
  return (
    <>
      {/* Its styles travel with it (a lazy chunk), after the element's own (WidgetRoot). */}
      <style>{modalCss}</style>
      <div
        className={`modal-root ${className ?? ''}`}
        part="modal"
        data-placement={placement}
        data-closing={closing || undefined}
      >
        <div className="backdrop" part="backdrop" onClick={close} aria-hidden="true" />
        <div
          ref={box}
          className="modal"
          part={part ?? 'modal-panel'}
          role="dialog"
          aria-modal="true"
          aria-labelledby="sesame-modal-title"
          tabIndex={-1}
        >
          <div className="modal-head" data-close={closeKind}>
            <button
              type="button"
              className={`icon-button ${closeKind === 'close' ? 'close' : 'back'}`}
              part={closeKind === 'close' ? 'close-button' : 'back-button'}
              aria-label={t(closeKind === 'close' ? 'header.close' : 'header.back')}
              onClick={close}
            >
              {closeKind === 'close' ? (
                <span aria-hidden="true">✕</span>
              ) : (
                <Glyph name="back" className="glyph back-img" />
              )}
            </button>
            <h2 className={hideTitle ? 'modal-title sr-only' : 'modal-title'} id="sesame-modal-title">
              {title}
            </h2>
          </div>
          {children}
        </div>
      </div>
    </>
  );
}
