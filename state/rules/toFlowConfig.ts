import type { MerchantConfigResponse } from '../../contract/wire';
import type { FlowConfig } from './flowMachine';
import { isHexColor } from './isDarkColor';
import { pickEmailChannel } from './pickEmailChannel';
import { pickMobileChannel } from './pickMobileChannel';

/** The parts of the merchant configuration (spec §3) the email path uses, checked for the page. */
export function toFlowConfig(response: MerchantConfigResponse): FlowConfig {
  const { uiConfig } = response;
  const links = uiConfig?.general?.links ?? {};
  const config: FlowConfig = {
    // spec §1: the header reads 'Sign in to' followed by the merchant's name.
    merchantName: response.merchant.name,
    channel: pickEmailChannel(response.channelConfig),
    mobileChannel: pickMobileChannel(response.channelConfig),
    links: {},
    channelConfig: response.channelConfig,
    uiType: response.uiType,
    uiConfig: response.uiConfig,
    merchant: response.merchant,
    userDetails: response.userDetails,
  };
  const tnc = httpUrl(links.tnc);
  const privacyPolicy = httpUrl(links.privacyPolicy);
  if (tnc) config.links.tnc = tnc;
  if (privacyPolicy) config.links.privacyPolicy = privacyPolicy;
  if (uiConfig?.colors?.theme === 'DARK') config.theme = 'dark';
  const primary = uiConfig?.colors?.primary;
  if (primary && isHexColor(primary)) config.primaryColor = primary;
  return config;
}

/** Only http(s) addresses become links on the merchant's page. */
function httpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
