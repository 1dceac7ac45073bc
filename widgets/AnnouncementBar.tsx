import { announcementLine } from '../state/rules/announcementLine';
import type { AnnouncementState } from '../state/rules/announcementText';
import { useT } from './i18n/TranslateContext';
import { ChannelIcon } from './icons/ChannelIcon';
import announcementCss from './styles/announcement.css?inline';

export interface AnnouncementBarProps {
  state: AnnouncementState;
  merchantName: string;
  userName?: string | undefined;
  /** The merchant's line for the sign-in state (spec §3 announcement `line1`); the built-in one otherwise. */
  text?: string | undefined;
  /** spec §3 announcementBar.emoji.url; a drawn wave otherwise. */
  emojiUrl?: string | undefined;
  channels: readonly string[];
  showButton: boolean;
  /** Inside a page section rather than pinned to the top of the viewport. */
  inline?: boolean;
  onActivate: () => void;
}

/**
 * spec §2 announcement bar (60 px): emoji image, a line of text, optional channel logos and an
 * optional 'Sign in' button. Clicking anywhere on it expands the widget.
 */
export function AnnouncementBar(props: AnnouncementBarProps) {
  const t = useT();
  const merchant = props.merchantName || t('header.fallbackName');
  const line = announcementLine(props.state, { merchant, user: props.userName });
  return (
    <>
      {/* The bar's styles travel with its lazy chunk. */}
      <style>{announcementCss}</style>
      <button
        type="button"
        className={`announcement${props.inline ? ' inline' : ''}`}
        part="announcement"
        data-state={props.state}
        onClick={props.onActivate}
      >
        <span className="emoji" part="emoji" aria-hidden="true">
          {props.emojiUrl ? <img src={props.emojiUrl} alt="" /> : <Wave />}
        </span>
        <span className="line1" part="line">
          {props.text && props.state === 'signIn' ? props.text : t(line.id, line.params)}
        </span>
        {props.channels.length > 0 && (
          <span className="logos" part="logos" aria-hidden="true">
            {props.channels.slice(0, 3).map((channel) => (
              <ChannelIcon key={channel} channel={channel} size={20} />
            ))}
          </span>
        )}
        {props.showButton && (
          <span className="bar-button" part="button">
            {t('announcement.button')}
          </span>
        )}
      </button>
    </>
  );
}

function Wave() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#f5b400"
        d="M7.4 10.6 5.6 8.8a1.3 1.3 0 0 1 1.8-1.8l4 4-.7-.7-3-3a1.3 1.3 0 0 1 1.8-1.8l3.7 3.7-.7-.7-2.3-2.3A1.3 1.3 0 0 1 12 4.4l3 3 .3-1.6c.2-.8 1-1.3 1.8-1 .6.2.9.8.9 1.4l-.4 4.6c-.2 2.3-1.2 4.1-2.8 5.7a6 6 0 0 1-8.5 0l-3.6-3.6A1.3 1.3 0 0 1 4.5 11l2.9 2.9"
      />
      <path
        fill="none"
        stroke="#d9822b"
        strokeWidth="1.3"
        strokeLinecap="round"
        d="M18.5 2.8c1.2.5 2.2 1.5 2.7 2.7M3 16.5c.4 1.3 1.4 2.5 2.7 3"
      />
    </svg>
  );
}
