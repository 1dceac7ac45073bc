import { type Channel, EMAIL_INPUT_CHANNELS } from '../../contract/channels';
import type { ChannelConfigEntry } from '../../contract/wire';

const EMAIL_CHANNELS: readonly string[] = EMAIL_INPUT_CHANNELS;

/**
 * The channel an email address is sent through: the first INPUT channel of an EMAIL entry in the
 * merchant's configuration order that is one of the email input channels (spec §3 channel
 * configuration). Null when the merchant has no email sign-in.
 */
export function pickEmailChannel(config: readonly ChannelConfigEntry[]): Channel | null {
  for (const entry of config) {
    if (entry.identifierType !== 'EMAIL') continue;
    const item = entry.channel.find((c) => c.type === 'INPUT' && EMAIL_CHANNELS.includes(c.name));
    if (item) return item.name;
  }
  return null;
}
