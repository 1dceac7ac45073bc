/** The tables of migration 004_passkeys: WebAuthn challenges and credentials. */
export interface PasskeyTables {
  /** 004_passkeys: WebAuthn challenges, kept until used once or expired. */
  webauthn_challenges: {
    /** HMAC of the challenge: the browser echoes the challenge, storage never holds it. */
    challenge_hash: string;
    purpose: 'registration' | 'login';
    app_id: string;
    /** The browser (its state) that asked; only it can complete. */
    state_hash: string;
    /** Registration: the signed-in user the passkey is for. */
    user_id: string | null;
    /** The page origin the ceremony was begun on, and the relying party id derived from it. */
    origin: string;
    rp_id: string;
    expires_at: number;
    used_at: number | null;
    created_at: number;
  };
  /** 004_passkeys: the credentials users registered. */
  webauthn_credentials: {
    /** The credential id, base64url: unique across every app and user. */
    id: string;
    app_id: string;
    user_id: string;
    /** The WebAuthn user handle (user.id) the credential was created for, base64url. */
    user_handle: string;
    rp_id: string;
    /** COSE public key, base64url. */
    public_key: string;
    counter: number;
    /** JSON array of transports the browser reported. */
    transports: string;
    device_type: 'singleDevice' | 'multiDevice';
    backed_up: number;
    aaguid: string;
    /** The browser (its state) the passkey was created in: "a passkey on this device". */
    state_hash: string;
    created_at: number;
    last_used_at: number | null;
  };
}
