import type { followDelivery } from './followDelivery';
import { type ClickFlows, loadClickFlows } from './loadClickFlows';

type Delivery = ReturnType<typeof followDelivery>;

/**
 * The code step's delivery follower (state/flows/followDelivery), its code in the click flows'
 * lazy chunk: fetched after the first screen, else at the first code step that follows a
 * delivery. A stop before it arrives cancels that follow; a failed fetch leaves the code step
 * without the fallback offer, and the next follow tries again.
 */
export function deferredDelivery(make: (flows: ClickFlows) => Delivery): Pick<Delivery, 'follow' | 'stop'> {
  let delivery: Delivery | null = null;
  let wanted: string | null = null;
  return {
    follow(asId) {
      if (delivery) return delivery.follow(asId);
      wanted = asId;
      loadClickFlows().then(
        (flows) => {
          delivery ??= make(flows);
          const pending = wanted;
          wanted = null;
          if (pending) delivery.follow(pending);
        },
        () => {},
      );
    },
    stop() {
      wanted = null;
      delivery?.stop();
    },
  };
}
