import { atom } from 'jotai/vanilla';
import type { Channel } from '../../contract/channels';
import type { DeliveryReport } from '../../contract/deliveryFallback';

/**
 * The code step's delivery (docs/channels.md "Delivery status and fallback"): the channel the
 * code went by once it fell back from the app's first one, and the next channel the host offers
 * when the message failed or stays undelivered.
 */
export interface DeliveryOffer {
  /** The code step's sign-in this is about. */
  asId: string;
  /** The channel the code went by, when a fallback sent it (else the app's phone channel). */
  via?: Channel;
  /** The next channel, why, and taking it. */
  next?: NonNullable<DeliveryReport['fallback']> & { take: () => void };
}

export const deliveryOfferAtom = atom<DeliveryOffer | null>(null);
