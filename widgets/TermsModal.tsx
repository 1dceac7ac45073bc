import { PROVIDER_NAME } from '../contract/widget';
import { termsItems } from '../state/rules/termsItems';
import { useLayout } from './hooks/useLayout';
import { useT } from './i18n/TranslateContext';
import { Glyph } from './icons/glyphs';
import { Modal } from './Modal';

/**
 * spec §2 terms and policy modal: the merchant's terms and privacy links plus the provider's own
 * policy, each with a logo, a name and a link that opens on click. Loaded lazily.
 */
export default function TermsModal({
  merchantName,
  merchantLogo,
  links,
  providerPolicy,
  onClose,
}: {
  merchantName: string;
  merchantLogo?: string | undefined;
  links: { tnc?: string; privacyPolicy?: string };
  providerPolicy: string;
  onClose: () => void;
}) {
  const t = useT();
  // A sheet from the bottom on mobile, where thumbs are.
  const placement = useLayout() === 'mobile' ? 'bottom' : 'center';
  const items = termsItems(merchantName, links, providerPolicy);
  const label = { tnc: 'terms.tnc', privacy: 'terms.privacy', provider: 'terms.provider' } as const;
  return (
    <Modal placement={placement} title={t('terms.title')} onClose={onClose} part="terms-modal">
      <ul className="list">
        {items.map((item) => (
          <li key={item.id}>
            <a className="list-item" href={item.href} target="_blank" rel="noopener noreferrer">
              <span className="item-icon" aria-hidden="true">
                {item.id !== 'provider' && merchantLogo ? (
                  <img src={merchantLogo} alt="" />
                ) : (
                  <Glyph name={item.id === 'provider' ? 'shield' : 'link'} />
                )}
              </span>
              <span className="item-text">
                <span className="item-name">{t(label[item.id])}</span>
                <span className="item-value">{item.id === 'provider' ? PROVIDER_NAME : item.owner}</span>
              </span>
              <Glyph name="chevronRight" className="glyph chevron" />
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
