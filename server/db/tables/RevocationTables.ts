/** Migration 010_revocation: revocation is total, and one-tap needs the browser's device key. */
export interface RevocationTables {
  /** The sign-in a one-tap rests on; null for a sign-in of its own. */
  transactions: { signin_id: string | null };
  browser_identities: {
    /** The sign-in that taught the browser this identity. */
    signin_id: string | null;
    /** The device key the browser held then; one-tap needs a proof by it. */
    device_hash: string | null;
  };
  /** The sign-in this session rests on; null for its own transaction. */
  sessions: { signin_id: string | null };
  /** A browser state's device public key (JWK) and its last spent challenge. */
  browser_devices: {
    state_hash: string;
    public_key: string;
    key_hash: string;
    proved_at: number | null;
    created_at: number;
  };
  /** Events the merchant reads (`GET /v1/merchant/events`). */
  signin_events: {
    id: string;
    app_id: string;
    type: string;
    signin_id: string;
    user_id: string | null;
    reason: string;
    created_at: number;
  };
}
