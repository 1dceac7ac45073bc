import type { Channel } from '../../contract/channels';
import { channelProgressAtom } from '../atoms/channelProgress';
import { dispatchFlowAtom, flowStateAtom } from '../atoms/flowAtoms';
import { classifyIdentifier } from '../rules/classifyIdentifier';
import { mobileNumber } from '../rules/intentTarget';
import type { ChannelClickContext } from './clickChannel';

/**
 * The voice-call button (VOICE_APPROVAL): the host calls the number typed in the entry field and
 * the call asks for a key. Without a number the screen asks for one (status INACTIVE); while the
 * phone rings the screen shows where the call went and the number it reads out, and follows the
 * sign-in: a key 1 signs in here, a call that ends without it turns the screen to FAILED, from
 * where the person calls again or goes back.
 */
export async function startVoiceCall(
  context: Pick<ChannelClickContext, 'api' | 'store' | 'flow'>,
  channel: Channel,
): Promise<void> {
  const { api, store } = context;
  const callAgain = (mobile?: string) => {
    if (mobile !== undefined) store.set(dispatchFlowAtom, { type: 'emailChanged', email: mobile });
    void startVoiceCall(context, channel);
  };
  const typed = store.get(flowStateAtom);
  if (classifyIdentifier(typed.email) !== 'phone') {
    store.set(channelProgressAtom, { channel, status: 'INACTIVE', callAgain });
    return;
  }
  store.set(channelProgressAtom, { channel, status: 'INIT', callAgain });
  const result = await api.createIntent({ channel, mobile: mobileNumber(typed.email, typed.countryCode) });
  if (!result.ok) {
    store.set(channelProgressAtom, { channel, status: 'INACTIVE', callAgain });
    store.set(dispatchFlowAtom, { type: 'failed', message: result.message });
    return;
  }
  const { asId, destinationUri, matchCode } = result.data;
  const calling = { channel, status: 'PENDING' as const, callAgain };
  store.set(channelProgressAtom, {
    ...calling,
    ...(destinationUri ? { destination: destinationUri } : {}),
    ...(matchCode ? { matchCode } : {}),
  });
  context.flow.follow(asId, () => {
    const now = store.get(channelProgressAtom);
    if (now?.channel === channel && now.status === 'PENDING')
      store.set(channelProgressAtom, { ...now, status: 'FAILED' });
  });
}
