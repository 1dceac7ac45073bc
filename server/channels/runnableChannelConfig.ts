import type { ChannelConfigEntry } from '../../contract/wire';
import type { App } from '../apps/App';
import { isPhoneInputItem } from '../apps/defaultConfig';
import type { Services } from '../Services';
import { channelReadiness } from './channelReadiness';

/**
 * The app's channel configuration as the widget gets it (spec §3 "Channel (configuration)"):
 * only the channels this host can run for the app, so no button leads to "not set up"
 * (never a dead button). One tap (ONETAP) only when `holdsIdentity` says the browser verified an
 * identity for the app (asked only if the app offers it). An entry left without channels is dropped.
 */
export async function runnableChannelConfig(
  services: Services,
  app: Pick<App, 'id' | 'options' | 'channelConfig'>,
  holdsIdentity: () => Promise<boolean>,
): Promise<ChannelConfigEntry[]> {
  const entries = await Promise.all(
    app.channelConfig.map(async (entry) => {
      const ready = await Promise.all(
        entry.channel.map(async (item) => {
          if (item.name === 'ONETAP') return holdsIdentity();
          const use = isPhoneInputItem(item) ? 'phone' : 'button';
          return (await channelReadiness(services, app, item.name, use)).ready;
        }),
      );
      return { ...entry, channel: entry.channel.filter((_, i) => ready[i]) };
    }),
  );
  return entries.filter((entry) => entry.channel.length > 0);
}
