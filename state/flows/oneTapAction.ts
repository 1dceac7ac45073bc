import type { IdentifierType } from '../../contract/channels';
import { API_ERRORS } from '../../contract/errors';
import type { MerchantDetails } from '../../contract/merchantConfigWire';
import { dispatchFlowAtom } from '../atoms/flowAtoms';
import type { ChannelClickContext } from './clickChannel';
import { clearDismissal } from './dismissal';
import { resetChannelState } from './resetChannelState';

/**
 * spec §4 Channel click "One-tap": when every channel is verified, a verified channel's button
 * signs in again as the identity it shows, with the device-bound one-tap (the host lists what
 * this browser verified, most recent first). "The fom flag controls whether one-tap needs
 * confirmation": with the merchant's `fom` on, the identity modal asks "Continue as {identity}"
 * first, unless a code is in the URL (the visitor is already coming back from a sign-in). With
 * `fom` off it acts at once, on a click, an auto-click on load or in ux mode alike.
 */
export async function runOneTapAction(
  context: Pick<ChannelClickContext, 'api' | 'store' | 'flow' | 'params' | 'storage'>,
  channel: { identifierType: IdentifierType },
  page: { merchant?: Pick<MerchantDetails, 'fom'> },
): Promise<void> {
  const { api, store } = context;
  const fail = (message: string) => {
    resetChannelState(store);
    store.set(dispatchFlowAtom, { type: 'failed', message });
  };
  const askFirst = page.merchant?.fom === true && context.params.code === null;
  const unavailable = API_ERRORS.onetap_unavailable.message;
  if (!api.getOneTapIdentities || !api.completeOneTap) return fail(unavailable);
  const listed = await api.getOneTapIdentities();
  if (!listed.ok) return fail(listed.message);
  const identity = listed.data.identities.find((i) => i.identifierType === channel.identifierType);
  if (!identity) return fail(unavailable);
  if (askFirst) {
    // The modal and its wiring are loaded only when the merchant asks for confirmation.
    const { confirmOneTap } = await import('./confirmOneTap');
    if (!(await confirmOneTap(store, identity.value))) return resetChannelState(store);
  }
  const done = await api.completeOneTap(identity.id);
  if (!done.ok) return fail(done.message);
  // spec §4: a one-tap success forgets the visitor's earlier dismissals of the widget.
  clearDismissal(context.storage);
  context.flow.completeWithCode(done.data.code, done.data.asId);
}
