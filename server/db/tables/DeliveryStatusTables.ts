/** 014_delivery_status: what the provider reported about a send, and the sign-in it belongs to. */
export interface DeliveryStatusColumns {
  transaction_id: string | null;
  /** SENT, DELIVERED, READ or FAILED (contract/deliveryFallback.ts), as the provider last said. */
  provider_status: string | null;
  provider_status_at: number | null;
  /** The sign-in whose channel this send replaced (automatic fallback). */
  fallback_from: string | null;
}
