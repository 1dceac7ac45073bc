/** Migration 006_oidc_webhooks: the OpenID Connect provider's records and the webhook queue. */
export interface OidcWebhookTables {
  /** oidc-provider's records, one per (kind, id); `payload` is JSON text. */
  oidc_models: {
    kind: string;
    id: string;
    payload: string;
    grant_id: string | null;
    user_code: string | null;
    uid: string | null;
    consumed_at: number | null;
    expires_at: number | null;
  };
  /** An app's webhook receivers; `events` is a JSON list, the secret sealed. */
  webhook_endpoints: {
    id: string;
    app_id: string;
    url: string;
    events: string;
    secret_box: string;
    created_at: number;
  };
  /** The delivery queue and log (status pending, delivered or failed). */
  webhook_deliveries: {
    id: string;
    message_id: string;
    endpoint_id: string;
    app_id: string;
    event: string;
    payload: string;
    status: string;
    attempts: number;
    next_attempt_at: number;
    lease_until: number | null;
    last_status: number | null;
    last_error: string | null;
    created_at: number;
    finished_at: number | null;
  };
}
