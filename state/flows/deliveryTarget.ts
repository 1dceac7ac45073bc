import type { Channel } from '../../contract/channels';
import { deliveryOfferAtom } from '../atoms/deliveryOffer';
import type { SesameStore } from '../atoms/store';

/**
 * docs/channels.md "Delivery status and fallback": a resend goes by the channel the code went by
 * (after a fallback, not the app's first one).
 */
export function deliveryTarget<T extends { channel: Channel }>(
  store: SesameStore,
  asId: string | null,
  target: T | null,
  resend: boolean,
): T | null {
  const via = store.get(deliveryOfferAtom);
  return target && resend && via?.via && via.asId === asId ? { ...target, channel: via.via } : target;
}
