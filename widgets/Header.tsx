import { useT } from './i18n/TranslateContext';
import { Glyph } from './icons/glyphs';

export type HeaderLayout = 'left' | 'right' | 'center';

export interface HeaderProps {
  merchantName: string | undefined;
  /** spec §2: brand logo (max height 70, width 40%) and brand name from the UI config. */
  brandLogo?: string | undefined;
  /** The configured header text; 'Sign in to' + the merchant's name otherwise (spec §1). */
  title?: string | undefined;
  /** The merchant's line under the title (spec §3 `description`); none otherwise. */
  description?: string | undefined;
  layout?: HeaderLayout | undefined;
  onShare?: (() => void) | undefined;
  onBack?: (() => void) | undefined;
  /** The cross '✕' (collapses the widget); absent when hidden by the order-id rule (spec §2). */
  onClose?: (() => void) | undefined;
}

/** spec §2 Header: share icon, back arrow, cross, brand logo and name, title; left, right or centred. */
export function Header({
  merchantName,
  brandLogo,
  title,
  description,
  layout = 'left',
  onShare,
  onBack,
  onClose,
}: HeaderProps) {
  const t = useT();
  const name = merchantName ?? t('header.fallbackName');
  return (
    <header className="header" part="header" data-align={layout}>
      {onBack && (
        <button
          type="button"
          className="icon-button back"
          part="back-button"
          aria-label={t('header.back')}
          onClick={onBack}
        >
          <Glyph name="back" className="glyph back-img" />
        </button>
      )}
      {layout === 'center' && !onBack && <span className="header-spacer" aria-hidden="true" />}
      <div className="header-main">
        {brandLogo ? (
          <img className="brand-logo" part="logo" src={brandLogo} alt="" />
        ) : (
          <span className="brand-mark" part="logo" aria-hidden="true">
            {name.trim().slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="header-text">
          <h2 className="title" part="title" id="sesame-title">
            {title ?? (
              <>
                <span className="eyebrow">{t('header.signInTo')}</span> {name}
              </>
            )}
          </h2>
          {description && (
            <p className="description" part="description">
              {description}
            </p>
          )}
        </div>
      </div>
      <div className="header-actions">
        {onShare && (
          <button
            type="button"
            className="icon-button"
            part="share-button"
            aria-label={t('header.share')}
            onClick={onShare}
          >
            <Glyph name="share" size={18} />
          </button>
        )}
        {onClose && (
          <button
            type="button"
            className="icon-button close"
            part="close-button"
            aria-label={t('header.close')}
            onClick={onClose}
          >
            <span aria-hidden="true">✕</span>
          </button>
        )}
      </div>
    </header>
  );
}
