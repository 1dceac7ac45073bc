/** The tables of migration 005_sessions: sessions, addresses and SDK events. */
export interface SessionTables {
  /**
   * 005_sessions (docs/security.md "Sessions and tokens"): one row per session, its id and both
   * tokens only as HMACs. `generation` counts refreshes; `revoked_reason` says why it ended early.
   */
  sessions: {
    id_hash: string;
    app_id: string;
    user_id: string;
    transaction_id: string;
    token_hash: string;
    token_expires_at: number;
    refresh_hash: string;
    generation: number;
    expires_at: number;
    created_at: number;
    rotated_at: number | null;
    revoked_at: number | null;
    revoked_reason: string | null;
  };
  /** 005_sessions: refresh tokens already traded in; presenting one again revokes the session. */
  session_retired_refresh: {
    refresh_hash: string;
    session_hash: string;
    retired_at: number;
    expires_at: number;
  };
  /** 005_sessions: `/v1/user/address`, per (app, user). */
  user_addresses: {
    id: string;
    app_id: string;
    user_id: string;
    name: string | null;
    line1: string;
    line2: string | null;
    city: string;
    region: string | null;
    postal_code: string;
    country: string;
    phone: string | null;
    created_at: number;
  };
  /** 005_sessions: spec §3 SDK events the widget sent; `params` is JSON text. */
  sdk_events: {
    id: string;
    app_id: string;
    event_name: string;
    sdk_version: string;
    platform: string | null;
    inid: string | null;
    tsid: string | null;
    wa_id: string | null;
    params: string | null;
    received_at: number;
  };
}
