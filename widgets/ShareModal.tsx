import type { SHARE_TARGETS } from '../contract/shareTargets';
import { shareLinks } from '../state/rules/shareLinks';
import { useLayout } from './hooks/useLayout';
import { useT } from './i18n/TranslateContext';
import { Modal } from './Modal';

const COLORS: Record<(typeof SHARE_TARGETS)[number]['id'], string> = {
  twitter: '#000000',
  whatsapp: '#128c4a',
  facebook: '#1877f2',
  linkedin: '#0a66c2',
};
const MARKS = { twitter: 'X', whatsapp: 'W', facebook: 'f', linkedin: 'in' } as const;

/**
 * spec §2 share modal 'Share on': Twitter, WhatsApp, Facebook and LinkedIn, prefilled with
 * "I just signed in to {merchant}", each opening in a new tab. Loaded lazily.
 */
export default function ShareModal({
  merchantName,
  pageUrl,
  onClose,
}: {
  merchantName: string;
  pageUrl: string;
  onClose: () => void;
}) {
  const t = useT();
  // A sheet from the bottom on mobile, where thumbs are.
  const placement = useLayout() === 'mobile' ? 'bottom' : 'center';
  const links = shareLinks(t('share.text', { merchant: merchantName }), pageUrl);
  return (
    <Modal
      placement={placement}
      title={t('share.title')}
      onClose={onClose}
      closeKind="close"
      part="share-modal"
    >
      <ul className="share-grid">
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" data-share={link.id}>
              <span className="share-icon" style={{ background: COLORS[link.id] }} aria-hidden="true">
                {MARKS[link.id]}
              </span>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
