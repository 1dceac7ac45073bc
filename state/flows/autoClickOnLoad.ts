import type { SesameStore } from '../atoms/store';
import { widgetModeAtom } from '../atoms/widgetAtoms';
import { planAutoClick } from '../rules/autoClick';
import { type DisplayedChannel, displayChannels, isAppleDevice } from '../rules/displayChannels';
import type { FlowConfig } from '../rules/flowMachine';
import type { LaunchParams } from '../rules/launchParams';
import { withoutParams } from '../rules/withoutParams';

/**
 * spec §4 "Auto-click on load": with the configuration's channels, clicks the one the merchant or
 * the `channel` parameter names, and takes the spent parameters out of the address bar.
 */
export function autoClickOnLoad(options: {
  config: FlowConfig;
  params: Pick<LaunchParams, 'uxMode' | 'channel'>;
  store: SesameStore;
  userAgent: string;
  click: (channel: DisplayedChannel) => void;
  /** The page's address, and a way to replace it without a navigation (none outside a page). */
  location?: { href: string; replace(url: string): void } | undefined;
}): void {
  const { config, params } = options;
  const channels = displayChannels(config.channelConfig ?? [], {
    isAppleDevice: isAppleDevice(options.userAgent),
  });
  const plan = planAutoClick({
    uxMode: params.uxMode,
    autoClick: config.merchant?.autoClick ?? false,
    collapsed: options.store.get(widgetModeAtom) !== 'expanded',
    channelParam: params.channel,
    channels,
    native: false,
  });
  const target = channels.find((c) => c.name === plan.click);
  if (target) options.click(target);
  if (plan.removeParams.length && options.location) {
    options.location.replace(withoutParams(options.location.href, plan.removeParams));
  }
}
