import {
  type Channel,
  EMAIL_INPUT_CHANNELS,
  MOBILE_CHANNELS,
  PHONE_INPUT_CHANNELS,
} from '../../contract/channels';
import type { ChannelConfigEntry, ConfigChannelItem, UiConfig } from '../../contract/wire';

/** The UI config a new app starts with (spec §3 "UI config"). */
export function defaultUiConfig(name: string): UiConfig {
  return {
    general: { brandName: name, links: {} },
    widget: { layout: 'left', watermark: true },
    colors: { theme: 'LIGHT', text: {} },
    collapsed: {},
  };
}

const INPUT_CHANNELS: readonly string[] = [
  ...EMAIL_INPUT_CHANNELS,
  'MOBILE_LOGIN',
  'SMS',
  'SILENT_AUTH',
  'OTAP',
];
/**
 * Channels that act on the typed phone number: spec §3's mobile channels, silent network
 * authentication, which checks that number before any code is sent (never a button of its own),
 * WhatsApp one-tap, a template to the typed number (never a button either), and voice approval,
 * a button that calls the number.
 */
const PHONE_ENTRY_CHANNELS: readonly string[] = [...MOBILE_CHANNELS, 'SILENT_AUTH', 'OTAP', 'VOICE_APPROVAL'];

export interface ChannelConfigOptions {
  /**
   * Channels a typed phone number goes through, first preferred: each becomes an INPUT item at
   * the top of the MOBILE entry. WHATSAPP: business-initiated (a template to the number; its
   * wa.me button stays). OTAP: WhatsApp's one-tap authentication template. OTP_LINK / OTP /
   * MAGIC_LINK: a code and/or link by SMS.
   */
  phoneInputs?: readonly Channel[];
}

/**
 * Channel configuration from a list of channel codes: email channels under one EMAIL entry,
 * mobile channels under one MOBILE entry, the rest (SSO, passkeys) as buttons in the first entry.
 */
export function channelConfigFor(
  channels: readonly Channel[],
  options: ChannelConfigOptions = {},
): ChannelConfigEntry[] {
  const item = (name: Channel): ConfigChannelItem => ({
    name,
    type: INPUT_CHANNELS.includes(name) ? 'INPUT' : 'BUTTON',
    logo: `/assets/channels/${name.toLowerCase()}.svg`,
    uiId: `ch_${name.toLowerCase()}`,
  });
  const phoneInput = (name: Channel): ConfigChannelItem => ({
    ...item(name),
    type: 'INPUT',
    uiId: `ch_${name.toLowerCase()}_phone`,
  });
  const email = channels.filter((c) => !PHONE_ENTRY_CHANNELS.includes(c));
  const phoneInputs = (options.phoneInputs ?? []).filter(
    (c) => channels.includes(c) && (PHONE_INPUT_CHANNELS as readonly string[]).includes(c),
  );
  const mobile = channels.filter((c) => PHONE_ENTRY_CHANNELS.includes(c));
  const mobileItems = [...phoneInputs.map(phoneInput), ...mobile.map(item)];
  const entries: ChannelConfigEntry[] = [];
  if (email.length) entries.push({ identifierType: 'EMAIL', verified: false, channel: email.map(item) });
  if (mobileItems.length) entries.push({ identifierType: 'MOBILE', verified: false, channel: mobileItems });
  return entries;
}

/** Every channel code configured for an app, once each, in configuration order. */
export function configuredChannels(config: readonly ChannelConfigEntry[]): Channel[] {
  return [...new Set(config.flatMap((entry) => entry.channel.map((c) => c.name)))];
}

/** The channels a typed phone number goes through (the MOBILE entry's phone-input items), in order. */
export function phoneInputsOf(config: readonly ChannelConfigEntry[]): Channel[] {
  return config
    .filter((entry) => entry.identifierType === 'MOBILE')
    .flatMap((entry) => entry.channel.filter(isPhoneInputItem).map((c) => c.name));
}

/** Whether a configuration item is one of the channels a typed phone number goes through. */
export function isPhoneInputItem(item: ConfigChannelItem): boolean {
  return item.uiId.endsWith('_phone');
}
