import type { HeadlessRequest } from '../../contract/headless';
import type { MerchantConfigResponse } from '../../contract/wire';

/** spec §4: the number of channel configuration entries marked mandatory. */
const mandatoryCount = (config: Pick<MerchantConfigResponse, 'channelConfig'>): number =>
  config.channelConfig.filter((entry) => entry.mandatory === true).length;

/** spec §4: two-factor mode is when more than one channel is mandatory (headless: MULTIPLE_CHANNEL). */
export const isTwoFactor = (config: Pick<MerchantConfigResponse, 'channelConfig'>): boolean =>
  mandatoryCount(config) > 1;

/**
 * spec §4 "Native headless request": whether the app's request (bridge call 20) shows the
 * one-tap view instead of being handled as a headless request. An empty request shows it only
 * if the show-if-empty flag is set and the merchant's pop-up is not disabled; a request without
 * channel, code or otp shows it only if fewer than two channels are mandatory; any other
 * request is a headless request.
 */
export function showsNativeOneTap(
  request: HeadlessRequest | null | undefined,
  context: { showIfEmpty: boolean; config: Pick<MerchantConfigResponse, 'channelConfig' | 'merchant'> },
): boolean {
  const fields = request ? Object.values(request).filter((v) => v !== undefined && v !== '') : [];
  if (fields.length === 0) return context.showIfEmpty && !context.config.merchant.config.isPopUpDisabled;
  if (!request?.channel && !request?.code && !request?.otp) return !isTwoFactor(context.config);
  return false;
}
