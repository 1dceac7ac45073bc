import { CARRIER_BADGES } from '../contract/carriers';
import {
  type AccountIcon,
  accountIcon,
  type OneTapItem,
  type OneTapPick,
  toOneTapPick,
} from '../state/rules/oneTapAccounts';
import { useT } from './i18n/TranslateContext';
import { Glyph } from './icons/glyphs';
import { Modal } from './Modal';

export type OneTapAccount = OneTapItem & { type: 'MOBILE' | 'EMAIL' };

/**
 * spec §2 one-tap floater modal and account picker: a bottom sheet titled 'Sign in to' and the
 * merchant (or brand) name, a 75%-high scrolling list of accounts (icon, verified name falling
 * back to name, value) and 'Use another account' last; a close button.
 */
export function OneTapSheet({
  name,
  accounts,
  onPick,
  onAnother,
  onClose,
}: {
  name: string;
  accounts: readonly OneTapAccount[];
  onPick: (pick: OneTapPick) => void;
  onAnother: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      title={t('onetap.title', { name })}
      onClose={onClose}
      closeKind="close"
      placement="bottom"
      className="onetap"
      part="onetap"
    >
      <p className="subtitle">{t('onetap.choose')}</p>
      <ul className="list accounts" part="accounts">
        {accounts.map((account) => (
          <li key={`${account.type}-${account.id}`}>
            <button
              type="button"
              className="list-item"
              part="account"
              onClick={() => onPick(toOneTapPick(account))}
            >
              <span className="item-icon">
                <Icon icon={accountIcon(account, account.type)} />
              </span>
              <span className="item-text">
                {(account.verifiedName || account.name) && (
                  <span className="item-name">{account.verifiedName || account.name}</span>
                )}
                <span className={account.verifiedName || account.name ? 'item-value' : 'item-name'}>
                  {account.value}
                </span>
              </span>
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="list-item" part="account another" onClick={onAnother}>
            <span className="item-icon">
              <Glyph name="plus" />
            </span>
            <span className="item-text">
              <span className="item-name">{t('onetap.another')}</span>
            </span>
          </button>
        </li>
      </ul>
    </Modal>
  );
}

function Icon({ icon }: { icon: AccountIcon }) {
  switch (icon.kind) {
    case 'carrier': {
      const badge = CARRIER_BADGES[icon.carrier];
      return (
        <span className="carrier" style={{ background: badge.color, color: badge.text }} title={badge.label}>
          {badge.label.slice(0, 3).toUpperCase()}
        </span>
      );
    }
    case 'image':
      return <img src={icon.src} alt="" />;
    case 'phone':
      return <Glyph name="phone" />;
    case 'email':
      return <Glyph name="email" />;
  }
}
