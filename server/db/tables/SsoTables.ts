/** The tables of migration 003_sso: single sign-on credentials, flows and provider accounts. */
export interface SsoTables {
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
}
