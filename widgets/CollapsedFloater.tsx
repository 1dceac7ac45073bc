import { useT } from './i18n/TranslateContext';
import { Glyph } from './icons/glyphs';

/** spec §2 collapsed floater: 'Sign in' by default (or the configured text and avatar). */
export function CollapsedFloater({
  text,
  avatar,
  onExpand,
}: {
  text?: string | undefined;
  avatar?: string | undefined;
  onExpand: () => void;
}) {
  const t = useT();
  return (
    <button type="button" className="collapsed" part="collapsed" aria-expanded="false" onClick={onExpand}>
      <span className="avatar" aria-hidden="true">
        {avatar ? (
          <img src={avatar} alt="" width={34} height={34} style={{ borderRadius: '50%' }} />
        ) : (
          <Glyph name="user" />
        )}
      </span>
      {text ?? t('collapsed.signIn')}
    </button>
  );
}
