import { channelProgressAtom } from '../atoms/channelProgress';
import type { SesameStore } from '../atoms/store';
import { channelStatesAtom } from '../atoms/widgetAtoms';
import { resetChannels } from '../rules/channelClientState';

/** Every channel back to idle, nothing in progress (a cancel, a failure, an expansion). */
export function resetChannelState(store: SesameStore): void {
  store.set(channelStatesAtom, resetChannels(store.get(channelStatesAtom)));
  store.set(channelProgressAtom, null);
}
