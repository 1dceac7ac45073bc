/** The tables of migration 002_channels: WhatsApp and QR sign-ins, message sends and one-tap. */
export interface ChannelTables {
  /** 002_channels: WhatsApp webhook message ids, each processed once. */
  inbound_messages: { id: string; app_id: string; received_at: number };
  /** 002_channels: one row per message send (its idempotency key). */
  deliveries: {
    key: string;
    app_id: string;
    channel: string;
    status: string;
    attempts: number;
    provider_id: string | null;
    created_at: number;
    updated_at: number;
  };
  /** 002_channels: identities a browser (its state) verified, for one-tap. */
  browser_identities: {
    state_hash: string;
    app_id: string;
    identity_type: string;
    identity: string;
    user_id: string;
    verified_at: number;
  };
}
