import { whenNative } from '../../services/bridges/native/whenNative';
import type { KeyValueStorage } from '../../services/storage/keyValueStorage';
import type { SesameStore } from '../atoms/store';
import { channelStatesAtom, widgetStateAtom } from '../atoms/widgetAtoms';
import { channelStates } from '../rules/channelClientState';
import type { FlowConfig } from '../rules/flowMachine';
import type { LaunchParams } from '../rules/launchParams';
import { initialWidgetMode, type WidgetMode } from '../rules/widgetMode';
import { storedCollapsedUntil } from './dismissal';

/**
 * spec §4 Widget: expanded, collapsed or hidden, decided once the configuration is known; the
 * configuration's channels start idle.
 */
export function settleInitialMode(options: {
  config: FlowConfig;
  params: Pick<LaunchParams, 'userSignedIn' | 'collapsed'>;
  /** The element's `collapsed` attribute. */
  collapsed: boolean;
  storage: KeyValueStorage;
  store: SesameStore;
  now: number;
}): WidgetMode {
  const { config, params, store } = options;
  const initial = initialWidgetMode({
    popUpDisabled: config.merchant?.config.isPopUpDisabled ?? false,
    userSignedIn: params.userSignedIn,
    collapsed: options.collapsed || params.collapsed,
    collapsedUntil: storedCollapsedUntil(options.storage),
    now: options.now,
  });
  store.set(widgetStateAtom, { mode: initial, collapsedAt: null });
  // spec §9: in the native app an auto-shown widget sets the webview to 100 percent (call 12).
  whenNative((native) => initial === 'expanded' && native.shown());
  const names = (config.channelConfig ?? []).flatMap((e) => e.channel.map((c) => c.name));
  store.set(channelStatesAtom, channelStates(names));
  return initial;
}
