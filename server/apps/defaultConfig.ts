import { type Channel, EMAIL_INPUT_CHANNELS, MOBILE_CHANNELS } from '../../services/contract/channels';
import type { ChannelConfigEntry, ConfigChannelItem, UiConfig } from '../../services/contract/wire';

/** The UI config a new app starts with (spec §3 "UI config"). */
export function defaultUiConfig(name: string): UiConfig {
  return {
    general: { brandName: name, links: {} },
    widget: { layout: 'left', watermark: true },
    colors: { theme: 'LIGHT', text: {} },
    collapsed: {},
  };
}

const INPUT_CHANNELS: readonly string[] = [...EMAIL_INPUT_CHANNELS, 'MOBILE_LOGIN', 'SMS'];

/**
 * Channel configuration from a list of channel codes: email channels under one EMAIL entry,
 * mobile channels under one MOBILE entry, the rest (SSO, passkeys) as buttons in the first entry.
 */
export function channelConfigFor(channels: readonly Channel[]): ChannelConfigEntry[] {
  const item = (name: Channel): ConfigChannelItem => ({
    name,
    type: INPUT_CHANNELS.includes(name) ? 'INPUT' : 'BUTTON',
    logo: `/assets/channels/${name.toLowerCase()}.svg`,
    uiId: `ch_${name.toLowerCase()}`,
  });
  const email = channels.filter((c) => !MOBILE_CHANNELS.includes(c));
  const mobile = channels.filter((c) => MOBILE_CHANNELS.includes(c));
  const entries: ChannelConfigEntry[] = [];
  if (email.length) entries.push({ identifierType: 'EMAIL', verified: false, channel: email.map(item) });
  if (mobile.length) entries.push({ identifierType: 'MOBILE', verified: false, channel: mobile.map(item) });
  return entries;
}

/** Every channel code configured for an app, in configuration order. */
export function configuredChannels(config: readonly ChannelConfigEntry[]): Channel[] {
  return config.flatMap((entry) => entry.channel.map((c) => c.name));
}
