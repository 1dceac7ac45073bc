import { useState } from 'react';
import { FLOATER_CHANNEL_LIMIT } from '../contract/constants';
import type { DisplayedChannel } from '../state/rules/displayChannels';
import { ChannelButton } from './ChannelButton';
import { useT } from './i18n/TranslateContext';

/**
 * spec §2 floater panel: at most the first 2 channels as outlined buttons, and 'Use another
 * method' (blue, bold) expanding the full list.
 */
export function ChannelList({
  channels,
  busy,
  onClick,
  initiallyExpanded = false,
}: {
  channels: readonly DisplayedChannel[];
  busy: boolean;
  onClick: (channel: DisplayedChannel) => void;
  initiallyExpanded?: boolean;
}) {
  const t = useT();
  const [expanded, setExpanded] = useState(initiallyExpanded);
  if (channels.length === 0) return null;
  const shown = expanded ? channels : channels.slice(0, FLOATER_CHANNEL_LIMIT);
  const twoUp = shown.length === 2;
  return (
    <>
      <ul className="channels" part="channels" data-count={shown.length} id="sesame-channels">
        {shown.map((channel) => (
          <li key={channel.name}>
            <ChannelButton channel={channel} compact={twoUp} disabled={busy} onClick={onClick} />
          </li>
        ))}
      </ul>
      {channels.length > FLOATER_CHANNEL_LIMIT && (
        <p className="more">
          <button
            type="button"
            className="link"
            part="more-link"
            aria-expanded={expanded}
            aria-controls="sesame-channels"
            onClick={() => setExpanded(!expanded)}
          >
            {t(expanded ? 'entry.fewerMethods' : 'entry.anotherMethod')}
          </button>
        </p>
      )}
    </>
  );
}
