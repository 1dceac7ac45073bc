import { isSsoChannel } from '../../contract/sso';
import type { FlowConfig } from '../rules/flowMachine';
import type { startSsoChannel } from './startSsoChannel';

export interface SsoModule {
  startSsoChannel: typeof startSsoChannel;
}

export interface SsoLoader {
  /** Starts loading the SSO code when the configuration has a provider's button. */
  preloadFor(config: FlowConfig): void;
  /** The SSO code if already here (so a click can open the popup without waiting), else null. */
  loaded(): SsoModule | null;
  load(): Promise<SsoModule>;
}

/**
 * SSO buttons open a popup during the click, and a browser only allows that inside the user's
 * gesture: their code (a lazy chunk) is loaded as soon as the panel has such a button.
 */
export function createSsoLoader(
  load: () => Promise<SsoModule> = () => import('./startSsoChannel'),
): SsoLoader {
  let module: SsoModule | null = null;
  let loading: Promise<SsoModule> | null = null;
  const start = () => {
    loading ??= load().then((m) => {
      module = m;
      return m;
    });
    return loading;
  };
  return {
    preloadFor(config) {
      const hasSso = (config.channelConfig ?? []).some((e) => e.channel.some((c) => isSsoChannel(c.name)));
      if (hasSso) void start();
    },
    loaded: () => module,
    load: start,
  };
}
