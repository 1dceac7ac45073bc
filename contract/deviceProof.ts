/**
 * Device-bound one-tap (docs/security.md "One-tap proves possession of a device secret"), shared by
 * the widget and the host. The browser keeps a non-extractable ECDSA P-256 key in IndexedDB;
 * the host knows its public half per browser state. One-tap calls carry a proof: the browser's
 * signature, over what `deviceProofMessage` builds, of a challenge the host issued.
 */

/**
 * `POST ${API.deviceKey}/{state}`: binds the browser's device public key to its state. With
 * `confirm`, the browser bound it before and only asks whether the host still holds it: nothing is
 * bound then, and `bound: false` says the host forgot it (revoke, purge).
 */
export interface DeviceKeyRequest {
  publicKey: DevicePublicKey;
  confirm?: boolean;
}

/** The answer: whether `publicKey` is the key bound to the state now. */
export interface DeviceKeyResponse {
  bound: boolean;
}

/** The public half of a device key as a JWK: EC P-256, coordinates in base64url. */
export interface DevicePublicKey {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

/** `GET ${API.deviceChallenge}/{state}`: what the browser signs, good for `expiresIn` seconds. */
export interface DeviceChallengeResponse {
  challenge: string;
  expiresIn: number;
}

/** Sent as `deviceProof` by the one-tap list and complete calls. */
export interface DeviceProof {
  challenge: string;
  /** ECDSA P-256 / SHA-256 signature (IEEE P1363, r‖s) in base64url. */
  signature: string;
}

/** How long a challenge may be signed and used: one tap, with room for a slow network. */
export const DEVICE_CHALLENGE_TTL_MS = 60_000;

/**
 * What one proof authorises: the listing, signing in with one listed identity, or signing in with
 * the identity a headless request names, if this browser verified it (`onetap-known`).
 */
export type DeviceProofAction = 'onetap-list' | `onetap-complete:${string}` | `onetap-known:${string}`;

export const oneTapCompleteAction = (identityId: string): DeviceProofAction =>
  `onetap-complete:${identityId}`;

/** The identity types a browser verifies (server/channels/onetap/BrowserIdentities). */
export type KnownIdentityType = 'EMAIL' | 'MOBILE';

/** The proof's action for `POST ${API.oneTapKnown}/{state}`: the identity exactly as sent. */
export const oneTapKnownAction = (identifierType: KnownIdentityType, identity: string): DeviceProofAction =>
  `onetap-known:${identifierType}:${identity}`;

/**
 * `POST ${API.oneTapKnown}/{state}` (docs/headless.md "Known visitors"): one-tap with the identity a
 * headless request names, when this browser verified it with the key it proves; otherwise
 * `onetap_unavailable`, and the request's channel flow runs. Answers as one-tap complete.
 */
export interface OneTapKnownRequest {
  identifierType: KnownIdentityType;
  /** An email address, or a phone number as the intent call takes it ("919876543210"). */
  identity: string;
  deviceProof: DeviceProof;
}

/** The bytes a proof signs: a purpose, the action and the challenge, so no proof serves another call. */
export function deviceProofMessage(action: DeviceProofAction, challenge: string): string {
  return `sesame-device-proof\n${action}\n${challenge}`;
}
