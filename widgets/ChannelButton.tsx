import type { CSSProperties } from 'react';
import { CHANNEL_LOADER_DELAY_MS } from '../contract/constants';
import { channelColor, channelLabel } from '../contract/widget';
import type { DisplayedChannel } from '../state/rules/displayChannels';
import { useDelayedFlag } from './hooks/useDelayedFlag';
import { useT } from './i18n/TranslateContext';
import { ChannelIcon } from './icons/ChannelIcon';

/**
 * spec §2 channel button: outlined, with logo and label, in the channel's theme colour; its
 * loader appears 200 ms after loading starts, so quick answers never flash a spinner.
 */
export function ChannelButton({
  channel,
  compact,
  disabled,
  onClick,
}: {
  channel: DisplayedChannel;
  compact: boolean;
  disabled?: boolean;
  onClick: (channel: DisplayedChannel) => void;
}) {
  const t = useT();
  const loader = useDelayedFlag(channel.isLoading, CHANNEL_LOADER_DELAY_MS);
  const label = channelLabel(channel.name);
  return (
    <button
      type="button"
      className="channel"
      part="channel-button"
      data-channel={channel.name}
      data-active={channel.isActive || undefined}
      data-verified={channel.verified || undefined}
      aria-busy={channel.isLoading || undefined}
      aria-label={compact ? t('channel.continueWith', { name: label }) : undefined}
      disabled={disabled}
      style={{ '--_channel': channelColor(channel.name) } as CSSProperties}
      onClick={() => onClick(channel)}
    >
      <ChannelIcon channel={channel.name} />
      <span className="channel-label">{compact ? label : t('channel.continueWith', { name: label })}</span>
      {loader && <span className="spinner" aria-hidden="true" />}
    </button>
  );
}
