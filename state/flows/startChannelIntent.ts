import { AS_ID_KEY } from '../../contract/storageKeys';
import { channelProgressAtom } from '../atoms/channelProgress';
import { dispatchFlowAtom } from '../atoms/flowAtoms';
import type { DisplayedChannel } from '../rules/displayChannels';
import type { ChannelClickContext } from './clickChannel';
import { resetChannelState } from './resetChannelState';

/**
 * spec §4 Channel click, for a channel that creates an intent (WhatsApp, a provider's approval):
 * the intent is created, its link opened (state/flows/handleChannelIntent) and its status
 * followed. In the click flows' lazy chunk (state/flows/clickFlows): no first screen needs it.
 */
export async function startChannelIntent(
  context: ChannelClickContext,
  channel: DisplayedChannel,
): Promise<void> {
  const { api, store } = context;
  const result = await api.createIntent({ channel: channel.name });
  if (!result.ok) {
    resetChannelState(store);
    // The host may not offer this channel yet: its message goes to the toast.
    store.set(dispatchFlowAtom, { type: 'failed', message: result.message });
    return;
  }
  // spec §3 storage `asId`: the transaction, sent with later calls as the default `asId` (spec §7).
  context.storage.set(AS_ID_KEY, result.data.asId);
  const intent = result.data.intent;
  const progress = { channel: channel.name, status: 'PENDING' as const };
  store.set(channelProgressAtom, intent ? { ...progress, intent } : progress);
  // spec §4 "Intent handling": where the intent's link opens.
  const load = context.loadIntentHandler ?? (() => import('./handleChannelIntent'));
  void load().then((m) =>
    m.handleChannelIntent({
      channel: channel.name,
      intent,
      params: context.params,
      storage: context.storage,
    }),
  );
  // The approval arrives elsewhere (a WhatsApp message, a phone): follow the status.
  context.flow.follow(result.data.asId);
}
