import type { ChannelConfigEntry } from '../../contract/wire';
import type { App } from '../apps/App';
import { isPhoneInputItem } from '../apps/defaultConfig';
import { channelReadiness } from '../channels/channelReadiness';
import type { Services } from '../Services';
import { commandFailed } from './CliError';

/**
 * The apps tool and the dashboard turn on only channels this host can run for the app (issue
 * "Never a dead button"): a channel not built never, and in production none whose provider
 * settings are missing; the message names the setting. Channels already on are left alone.
 */
export async function refuseUnrunnableChannels(
  services: Services,
  app: Pick<App, 'id' | 'options' | 'channelConfig'>,
  next: readonly ChannelConfigEntry[],
): Promise<void> {
  const key = (name: string, phone: boolean) => `${name}:${phone}`;
  const before = new Set(
    app.channelConfig.flatMap((e) => e.channel.map((c) => key(c.name, isPhoneInputItem(c)))),
  );
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const item of next.flatMap((e) => e.channel)) {
    const phone = isPhoneInputItem(item);
    if (before.has(key(item.name, phone)) || seen.has(key(item.name, phone))) continue;
    seen.add(key(item.name, phone));
    const readiness = await channelReadiness(services, app, item.name, phone ? 'phone' : 'button');
    if (!readiness.ready) problems.push(readiness.reason);
  }
  if (problems.length) throw commandFailed(`${problems.join('; ')}. Nothing was changed.`);
}
