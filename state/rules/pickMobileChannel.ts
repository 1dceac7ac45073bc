import { type Channel, PHONE_INPUT_CHANNELS } from '../../contract/channels';
import type { ChannelConfigEntry } from '../../contract/wire';

const PHONE_CHANNELS: readonly string[] = PHONE_INPUT_CHANNELS;

/**
 * The channel a phone number is sent through: the first INPUT item of a MOBILE entry, in
 * configuration order, that takes a phone number (WHATSAPP business-initiated, OTP_LINK, OTP,
 * MAGIC_LINK, MOBILE_LOGIN, SMS). Null when the merchant has none.
 */
export function pickMobileChannel(config: readonly ChannelConfigEntry[]): Channel | null {
  for (const entry of config) {
    if (entry.identifierType !== 'MOBILE') continue;
    const item = entry.channel.find((c) => c.type === 'INPUT' && PHONE_CHANNELS.includes(c.name));
    if (item) return item.name;
  }
  return null;
}
