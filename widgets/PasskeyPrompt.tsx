import { useT } from './i18n/TranslateContext';
import { Glyph } from './icons/glyphs';

/**
 * spec §2 passkey creation prompt: 'Create a passkey', Face ID, Touch ID or passcode, and
 * 'Create Passkey'. The element turns the button into `auth-passkey-create`.
 */
export function PasskeyPrompt({ onCreate, onLater }: { onCreate: () => void; onLater: () => void }) {
  const t = useT();
  return (
    <div className="passkey" part="passkey">
      <span className="badge" aria-hidden="true">
        <Glyph name="key" size={30} />
      </span>
      <h2 id="sesame-passkey-title">{t('passkey.title')}</h2>
      <p>{t('passkey.body')}</p>
      <div className="actions">
        <button type="button" className="button" part="button" onClick={onCreate}>
          {t('passkey.create')}
        </button>
        <button type="button" className="button secondary" part="secondary-button" onClick={onLater}>
          {t('passkey.later')}
        </button>
      </div>
    </div>
  );
}
