import type { ChannelConfigEntry } from '../../contract/wire';
import type { ChannelFlags } from './RunnableChannels';

/**
 * The app's channel configuration as the widget gets it: only the items `flags` marks runnable
 * (RunnableChannels); an entry left without channels is dropped.
 */
export function runnableChannelConfig(
  config: readonly ChannelConfigEntry[],
  flags: ChannelFlags,
): ChannelConfigEntry[] {
  return config
    .map((entry, e) => ({ ...entry, channel: entry.channel.filter((_, i) => flags[e]?.[i]) }))
    .filter((entry) => entry.channel.length > 0);
}
