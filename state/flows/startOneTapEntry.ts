import { API_ERRORS } from '../../contract/errors';
import { dispatchFlowAtom } from '../atoms/flowAtoms';
import type { ChannelClickContext } from './clickChannel';
import { clearDismissal } from './dismissal';
import { resetChannelState } from './resetChannelState';

/**
 * The One tap entry (ONETAP) of the channel list, offered only to a browser that verified an
 * identity for the app (server/channels/onetap/browserHoldsIdentity): it signs in again as the
 * identity this browser verified most recently, each call signed with the device key. The full
 * list of them is `<auth-onetap>`'s picker.
 */
export async function startOneTapEntry(
  context: Pick<ChannelClickContext, 'api' | 'store' | 'flow' | 'storage'>,
) {
  const { api, store } = context;
  const fail = (message: string) => {
    resetChannelState(store);
    store.set(dispatchFlowAtom, { type: 'failed', message });
  };
  const unavailable = API_ERRORS.onetap_unavailable.message;
  if (!api.getOneTapIdentities || !api.completeOneTap) return fail(unavailable);
  const listed = await api.getOneTapIdentities();
  if (!listed.ok) return fail(listed.message);
  // The host lists the most recently verified identity first.
  const latest = listed.data.identities[0];
  if (!latest) return fail(unavailable);
  const done = await api.completeOneTap(latest.id);
  if (!done.ok) return fail(done.message);
  // spec §4: a one-tap success forgets the visitor's earlier dismissals of the widget.
  clearDismissal(context.storage);
  context.flow.completeWithCode(done.data.code, done.data.asId);
}
