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
 * this browser verified, most recent first). The visitor's click on that button is the
 * confirmation. Without a click (an auto-click on load or in ux mode) it acts only when the
 * merchant's `fom` flag does not ask for confirmation, or a code is in the URL; otherwise the
 * button waits for the visitor.
 */
export async function runOneTapAction(
  context: Pick<ChannelClickContext, 'api' | 'store' | 'flow' | 'params' | 'storage'>,
  channel: { identifierType: IdentifierType },
  page: { merchant?: Pick<MerchantDetails, 'fom'>; clicked: boolean },
): Promise<void> {
  const { api, store } = context;
  const fail = (message: string) => {
    resetChannelState(store);
    store.set(dispatchFlowAtom, { type: 'failed', message });
  };
  if (!page.clicked && page.merchant?.fom && context.params.code === null) return resetChannelState(store);
  const unavailable = API_ERRORS.onetap_unavailable.message;
  if (!api.getOneTapIdentities || !api.completeOneTap) return fail(unavailable);
  const listed = await api.getOneTapIdentities();
  if (!listed.ok) return fail(listed.message);
  const identity = listed.data.identities.find((i) => i.identifierType === channel.identifierType);
  if (!identity) return fail(unavailable);
  const done = await api.completeOneTap(identity.id);
  if (!done.ok) return fail(done.message);
  // spec §4: a one-tap success forgets the visitor's earlier dismissals of the widget.
  clearDismissal(context.storage);
  context.flow.completeWithCode(done.data.code, done.data.asId);
}

/** Whether the page is handling the visitor's own click (transient user activation). */
export function visitorClicked(): boolean {
  const activation = (globalThis.navigator as { userActivation?: { isActive: boolean } } | undefined)
    ?.userActivation;
  return activation?.isActive ?? true;
}
