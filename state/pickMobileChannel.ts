import type { Channel } from '../services/contract/channels';
import type { ChannelConfigEntry } from '../services/contract/wire';

/** The channels a typed phone number can be sent through, in preference order. */
const MOBILE_INPUT_CHANNELS: readonly string[] = ['MOBILE_LOGIN', 'SMS'];

/**
 * The channel a phone number is sent through: the first MOBILE_LOGIN or SMS input channel of a
 * MOBILE entry, in configuration order. Null when the merchant has none.
 */
export function pickMobileChannel(config: readonly ChannelConfigEntry[]): Channel | null {
  for (const entry of config) {
    if (entry.identifierType !== 'MOBILE') continue;
    const item = entry.channel.find((c) => c.type === 'INPUT' && MOBILE_INPUT_CHANNELS.includes(c.name));
    if (item) return item.name;
  }
  return null;
}
