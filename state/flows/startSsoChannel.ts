import type { Channel } from '../../contract/channels';
import { ssoSignIn } from '../../services/sso/ssoSignIn';
import { channelProgressAtom } from '../atoms/channelProgress';
import { dispatchFlowAtom } from '../atoms/flowAtoms';
import type { ChannelClickContext } from './clickChannel';
import { resetChannelState } from './resetChannelState';

/**
 * A provider's button (spec §4 SSO): the popup opens inside the click, so nothing is awaited
 * before it; in popup mode the status is followed as for any
 * channel, in redirect mode the page leaves.
 */
export async function startSsoChannel(context: ChannelClickContext, channel: Channel): Promise<void> {
  const { api, store } = context;
  const started = await ssoSignIn({
    createIntent: () => api.createIntent({ channel }),
    hostOrigin: context.hostOrigin,
  });
  if (!started.ok) {
    resetChannelState(store);
    store.set(dispatchFlowAtom, { type: 'failed', message: started.message });
    return;
  }
  store.set(channelProgressAtom, { channel, status: 'PENDING' });
  if (started.mode === 'popup') context.flow.follow(started.asId);
}
