/** The tables of migration 001_initial: apps, keys, users, sign-ins, guards, throttles and the dev outbox. */
export interface InitialTables {
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
}
