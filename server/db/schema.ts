/** Table shapes as Kysely sees them. Times are epoch milliseconds; JSON is stored as text. */
export interface Database {
  settings: { key: string; value: string };
  apps: {
    id: string;
    client_id: string;
    client_secret_hash: string;
    name: string;
    logo: string | null;
    origins: string;
    login_uri: string | null;
    redirect_uris: string;
    ui_config: string;
    channel_config: string;
    options: string;
    created_at: number;
    updated_at: number;
  };
  app_origins: { origin: string; app_id: string };
  signing_keys: {
    kid: string;
    private_jwk: string;
    public_jwk: string;
    created_at: number;
    retired_at: number | null;
  };
  users: {
    id: string;
    app_id: string;
    email: string | null;
    mobile: string | null;
    name: string | null;
    email_verified: number;
    created_at: number;
  };
  identities: { app_id: string; type: string; value: string; user_id: string; verified_at: number };
  transactions: {
    id: string;
    app_id: string;
    state_hash: string;
    channel: string;
    identity_type: string;
    identity: string;
    status: string;
    otp_hash: string | null;
    otp_attempts: number;
    link_hash: string | null;
    expires_at: number;
    user_id: string | null;
    code_hash: string | null;
    code_nonce: string | null;
    code_expires_at: number | null;
    code_used_at: number | null;
    completed_at: number | null;
    completed_by: string | null;
    revoked_at: number | null;
    created_at: number;
    /** 002_channels: HMAC of the inbound WhatsApp code, the QR token, and the desktop's summary. */
    lookup_hash: string | null;
    qr_hash: string | null;
    qr_expires_at: number | null;
    qr_used_at: number | null;
    device: string | null;
  };
  identity_guards: { key: string; failures: number; updated_at: number };
  throttles: { key: string; window_start: number; count: number; last_at: number };
  outbox: {
    id: string;
    app_id: string;
    channel: string;
    recipient: string;
    subject: string | null;
    text: string;
    link: string | null;
    code: string | null;
    created_at: number;
  };
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
  /** 003_sso: an app's credentials at one provider; the client secret is encrypted (SecretBox). */
  sso_credentials: {
    app_id: string;
    channel: string;
    client_id: string;
    secret_box: string;
    issuer: string | null;
    created_at: number;
    updated_at: number;
  };
  /** 003_sso: a sign-in in flight at a provider; secrets only as HMACs. */
  sso_flows: {
    id: string;
    transaction_id: string;
    app_id: string;
    channel: string;
    provider: string;
    start_hash: string;
    state_hash: string | null;
    browser_hash: string | null;
    mode: string | null;
    return_origin: string | null;
    return_uri: string | null;
    started_at: number | null;
    finished_at: number | null;
    expires_at: number;
    created_at: number;
  };
  /** 003_sso: provider identities, keyed by (app, issuer, subject), and the user each belongs to. */
  sso_accounts: {
    app_id: string;
    issuer: string;
    subject: string;
    user_id: string;
    provider: string;
    email: string | null;
    email_verified: number;
    name: string | null;
    picture: string | null;
    created_at: number;
    updated_at: number;
  };
  /**
   * 005_sessions (SECURITY.md "Sessions and tokens"): one row per session, its id and both
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
