import { DELIVERY_API, type DeliveryReport } from '../../contract/deliveryFallback';
import type { IntentResponse } from '../../contract/wire';
import type { ApiResult } from './ApiResult';
import type { ApiTransport } from './apiTransport';

/** Delivery status and automatic fallback (docs/channels.md "Delivery status and fallback"). */
export interface DeliveryApi {
  /** What became of the sign-in's message, and the next channel to offer. */
  getDelivery(asId: string): Promise<ApiResult<DeliveryReport>>;
  /** The next channel for the same number: a new sign-in that replaces `asId`. */
  startFallback(asId: string): Promise<ApiResult<IntentResponse>>;
}

export function deliveryCalls({ call, follow }: ApiTransport): DeliveryApi {
  return {
    getDelivery: (asId) => call<DeliveryReport>('GET', DELIVERY_API.report, { asId }),
    async startFallback(asId) {
      const result = await call<IntentResponse>('POST', DELIVERY_API.fallback, { asId });
      // The new sign-in is the one later calls (a resend) carry, as after any intent.
      if (result.ok) follow(result.data.asId);
      return result;
    },
  };
}
