import { useT } from './i18n/TranslateContext';
import { Glyph } from './icons/glyphs';

/**
 * spec §2 collapsed floater: 'Sign in' by default (or the configured text and avatar); a
 * returning visitor's 'Welcome back' and initial when the merchant set neither.
 */
export function CollapsedFloater({
  text,
  avatar,
  initial,
  onExpand,
}: {
  text?: string | undefined;
  avatar?: string | undefined;
  initial?: string | undefined;
  onExpand: () => void;
}) {
  const t = useT();
  return (
    <button type="button" className="collapsed" part="collapsed" aria-expanded="false" onClick={onExpand}>
      <span className="avatar" aria-hidden="true">
        {avatar ? (
          <img src={avatar} alt="" width={34} height={34} style={{ borderRadius: '50%' }} />
        ) : initial ? (
          <span className="avatar-initial">{initial}</span>
        ) : (
          <Glyph name="user" />
        )}
      </span>
      {/* One line: a long 'Welcome back, …' fits the phone's width or ends in an ellipsis. */}
      <span className="collapsed-text">{text ?? t('collapsed.signIn')}</span>
    </button>
  );
}
