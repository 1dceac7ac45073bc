import { fillText } from '../../contract/fillText';
import {
  HEADLESS_BUTTON_TEXTS,
  type HeadlessChannelConfig,
  PHONE_OAUTH_CHANNELS,
} from '../../contract/headless';
import { isSsoChannel } from '../../contract/sso';
import { channelLabel } from '../../contract/widget';
import type { MerchantConfigResponse } from '../../contract/wire';
import { CALLER_ID_CHANNELS } from './pollPlan';

/** Button channels an OAUTH request can start: providers, WhatsApp, caller identification, a call. */
const isOauthChannel = (name: string): boolean =>
  isSsoChannel(name) ||
  name === 'WHATSAPP' ||
  CALLER_ID_CHANNELS.includes(name) ||
  PHONE_OAUTH_CHANNELS.includes(name);

/**
 * spec §3 GET_CONFIG: one item per configured channel a headless request can use. Input
 * channels answer PHONE or EMAIL requests (by their entry's identifier type); button channels
 * are started by OAUTH requests with the channel code as channelType.
 */
export function headlessChannelConfig(
  config: MerchantConfigResponse,
  hostOrigin: string,
): HeadlessChannelConfig[] {
  const items: HeadlessChannelConfig[] = [];
  for (const entry of config.channelConfig) {
    for (const item of entry.channel) {
      const input = item.type === 'INPUT';
      if (!input && !isOauthChannel(item.name)) continue;
      const label = channelLabel(item.name);
      items.push({
        channel: input ? (entry.identifierType === 'MOBILE' ? 'PHONE' : 'EMAIL') : 'OAUTH',
        channel_type: item.name,
        delivery_channel: input ? (entry.identifierType === 'MOBILE' ? 'SMS' : 'EMAIL') : item.name,
        button_text_small: fillText(HEADLESS_BUTTON_TEXTS.small, { name: label }),
        button_text_large: fillText(HEADLESS_BUTTON_TEXTS.large, { name: label }),
        logo_url: new URL(item.logo, hostOrigin).href,
      });
    }
  }
  return items;
}
